import { join } from 'node:path'
import { build, preview, type Plugin } from 'vite'
import { playgroundConfig } from '../../playground/vite.config.js'
import type { RunningPlayground, StartPlaygroundOptions } from '../../playground/server.js'

/** The playground's pages: the host app with its devtools, and the WalletConnect wallet page. */
const PAGES = ['index.html', 'walletconnect-wallet.html']

/**
 * The repository's package.json says `"sideEffects": false`, true of the library but not of the
 * playground's own modules: a build dropped `import './walletconnect-offline.js'`, which exists
 * for its side effect, and WalletConnect reached for verify.walletconnect.org. The dev server
 * shakes no trees, so only a build needs this.
 */
const playgroundSideEffects = (root: string): Plugin => ({
  name: 'portico-e2e-playground-side-effects',
  transform(code, id) {
    return id.startsWith(join(root, 'src')) ? { code, map: null, moduleSideEffects: true } : null
  },
})

/**
 * The playground built once into `outDir` and served by `vite preview` on 127.0.0.1, for the
 * browser suite. The dev server hands a fresh browser context some 500 unbundled modules on every
 * page load, which made opening the page most of a modal test's time; the build takes seconds and
 * serves a few bundles. It is built in development mode, so React's development checks (keys,
 * hooks, nesting) still reach the console that the tests read.
 */
export async function startBuiltPlayground(
  options: StartPlaygroundOptions & { outDir: string },
): Promise<RunningPlayground> {
  const config = {
    ...playgroundConfig(options),
    configFile: false as const,
    logLevel: 'warn' as const,
  }
  const root = config.root ?? '.'
  await build({
    ...config,
    mode: 'development',
    plugins: [...(config.plugins ?? []), playgroundSideEffects(root)],
    logLevel: 'error',
    define: {
      ...config.define,
      'process.env.NODE_ENV': JSON.stringify('development'),
      // The flag that keeps WalletConnect off its Verify and pulse hosts: the playground sets it
      // on a `process` of its own as the page starts (playground/src/walletconnect-offline.ts),
      // which a build cannot see, as it replaces `process.env` by `{}`; so it is set here.
      'process.env.IS_VITEST': JSON.stringify('true'),
    },
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      minify: false,
      reportCompressedSize: false,
      rollupOptions: { input: PAGES.map((page) => join(root, page)) },
    },
  })
  const server = await preview({
    ...config,
    build: { outDir: options.outDir },
    preview: { host: '127.0.0.1', port: options.port, strictPort: options.port !== 0 },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('The built playground is not served')
  return { url: url.replace(/\/$/, ''), close: () => server.close() }
}
