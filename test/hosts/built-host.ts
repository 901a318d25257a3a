import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build, preview } from 'vite'
import { createPackedHost, run } from '../../bench/host-build/packed-host.js'
import {
  README_PAGE_HTML,
  readmePageFiles,
  type ReadmePageUrls,
} from '../../bench/host-build/readme-page.js'
import { repoRoot } from '../e2e/e2e-devnet.js'
import { REACT_LINES, type ReactLine } from './react-lines.js'

export interface BuiltHost {
  /** The server's origin; each stack's page is `<url><stack>.html`. */
  url: string
  close: () => Promise<void>
}

/**
 * One page per stack, each a host app of its own sharing only the devnet setup; `readme` is the
 * README's quick start (its three snippets) as written there, on the devnet's URLs.
 */
export const HOST_PAGES = [
  'wagmi',
  'viem',
  'ethers',
  'solana-kit',
  'readme',
  'custom-buttons',
  'headless',
] as const

/** The pages the React matrix (react-line-hosts.ts) runs on every line. */
export const REACT_MATRIX_PAGES = ['readme', 'wagmi', 'viem'] as const

export interface HostPagesOptions {
  /** The React the pages are built with, their one copy. */
  react: ReactLine
  /** The pages to build; all of them unless told. */
  pages?: readonly (typeof HOST_PAGES)[number][]
  /** The running devnet's URLs, put into the README's snippets in place of the ones it names. */
  readmeUrls: ReadmePageUrls
}

/**
 * The host pages of test/hosts built once per React line, as a host app builds them: the package
 * packed and unpacked into a project outside the repository, the pages type-checked there (with
 * that line's React types) and built by Vite (one input per page), then served.
 */
export async function buildHostPages({
  react,
  readmeUrls,
  pages = HOST_PAGES,
}: HostPagesOptions): Promise<BuiltHost> {
  const line = REACT_LINES[react]
  const packed = createPackedHost({
    fixture: join(repoRoot, 'test', 'hosts', 'pages'),
    prefix: `portico-host-pages-react-${react}-`,
  })
  try {
    const readmeDir = join(packed.host, 'src', 'readme')
    mkdirSync(readmeDir)
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
    for (const [file, text] of Object.entries(readmePageFiles(readme, readmeUrls))) {
      writeFileSync(join(readmeDir, file), text)
    }
    // The bench's page, its script the snippets' main.tsx for Vite to build.
    const html = README_PAGE_HTML.replace('./main.js', '/src/readme/main.tsx')
    if (html === README_PAGE_HTML) throw new Error('The README page names no ./main.js')
    writeFileSync(join(packed.host, 'readme.html'), html)
    run(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', line.tsconfig], packed.host)
    const outDir = join(packed.host, 'dist')
    await build({
      root: packed.host,
      logLevel: 'silent',
      resolve: { alias: line.alias ?? {} },
      // A build replaces `process.env` by `{}`, so the flag the pages set on their own `process`
      // (pages/src/walletconnect-offline.ts) would not reach WalletConnect, which would then load
      // its Verify frame from the internet.
      define: { 'process.env.IS_VITEST': JSON.stringify('true') },
      build: {
        outDir,
        rollupOptions: {
          input: Object.fromEntries(pages.map((page) => [page, join(packed.host, `${page}.html`)])),
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
