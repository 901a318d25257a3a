import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { Hex } from 'viem'
import type { InjectedWalletChain, InjectedWalletInfo } from './injected-wallet.js'

const WALLET_ENTRY = fileURLToPath(new URL('./injected-wallet.ts', import.meta.url))

export interface InjectedWalletScriptOptions {
  privateKey: Hex
  /** The first chain is the one the wallet starts on. */
  chains: readonly InjectedWalletChain[]
  info?: InjectedWalletInfo
}

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

/**
 * The devnet injected wallet as one classic script: a page loads it with a <script> tag and the
 * wallet announces itself at once. The installed wallet is kept on
 * `window.porticoDevnetWallet` for tests that want its provider directly.
 */
export async function buildInjectedWalletScript(
  options: InjectedWalletScriptOptions,
): Promise<string> {
  const config = { privateKey: options.privateKey, chains: options.chains, info: options.info }
  const bootstrap = [
    `import { installDevnetInjectedWallet } from ${JSON.stringify(WALLET_ENTRY)}`,
    `window.porticoDevnetWallet = installDevnetInjectedWallet({ ...${scriptSafeJson(config)}, window })`,
  ].join('\n')
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
  if (output === undefined) throw new Error('esbuild produced no devnet injected wallet script')
  return output.text
}
