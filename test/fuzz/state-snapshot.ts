import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Every file under a service's state folder with its content, to see what a request wrote. */
export function stateSnapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name)
    if (statSync(file).isFile()) files[name] = readFileSync(file, 'utf8')
  }
  return files
}
