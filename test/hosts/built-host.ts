import { join } from 'node:path'
import { build, preview } from 'vite'
import { createPackedHost, run } from '../../bench/host-build/packed-host.js'
import { repoRoot } from '../e2e/e2e-devnet.js'

export interface BuiltHost {
  /** The server's origin; each stack's page is `<url><stack>.html`. */
  url: string
  close: () => Promise<void>
}

/** One page per stack, each a host app of its own sharing only the devnet setup. */
export const HOST_PAGES = ['wagmi', 'viem', 'ethers', 'solana-kit'] as const

/**
 * The host pages of test/hosts built once, as a host app builds them: the package packed and
 * unpacked into a project outside the repository, the pages type-checked there and built by Vite
 * (one input per page), then served.
 */
export async function buildHostPages(): Promise<BuiltHost> {
  const packed = createPackedHost({
    fixture: join(repoRoot, 'test', 'hosts', 'pages'),
    prefix: 'portico-host-pages-',
  })
  try {
    run(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], packed.host)
    const outDir = join(packed.host, 'dist')
    await build({
      root: packed.host,
      logLevel: 'silent',
      // A build replaces `process.env` by `{}`, so the flag the pages set on their own `process`
      // (pages/src/walletconnect-offline.ts) would not reach WalletConnect, which would then load
      // its Verify frame from the internet.
      define: { 'process.env.IS_VITEST': JSON.stringify('true') },
      build: {
        outDir,
        rollupOptions: {
          input: Object.fromEntries(
            HOST_PAGES.map((page) => [page, join(packed.host, `${page}.html`)]),
          ),
        },
      },
    })
    const server = await preview({
      root: packed.host,
      logLevel: 'silent',
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
      build: { outDir },
    })
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('The host pages are not served')
    return {
      url,
      close: async () => {
        await server.close()
        packed.remove()
      },
    }
  } catch (error) {
    packed.remove()
    throw error
  }
}
