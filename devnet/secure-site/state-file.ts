import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** The JSON kept in one of the site's state files, or undefined while it has none (first start). */
export function readStateFile(file: string): unknown {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  return JSON.parse(text)
}

/** Writes a state file readable by its owner only: the site's files hold wallet keys. */
export function writeStateFile(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o600 })
}
