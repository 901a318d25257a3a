import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** JSON inside a script element must not be able to close it. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * Bundles a devnet wallet with esbuild into one classic script that installs itself on load, so
 * any page can take it with a <script> tag. `bootstrap` is the TypeScript entry (it imports the
 * wallet by absolute path).
 */
export async function bundleWalletScript(bootstrap: string, what: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: bootstrap,
      loader: 'ts',
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  })
  const [output] = result.outputFiles
  if (output === undefined) throw new Error(`esbuild produced no ${what} script`)
  return output.text
}
