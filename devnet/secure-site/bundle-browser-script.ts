import { basename } from 'node:path'
import { build } from 'esbuild'

/**
 * Bundles one browser entry (a .ts file path) into a single ES module, in memory: the secure
 * site's pages load their scripts from their own origin, so each is built once per server start.
 */
export async function bundleBrowserScript(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (output === undefined) throw new Error(`esbuild produced no bundle for ${basename(entry)}`)
  return output.text
}
