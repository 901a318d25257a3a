// The library's JavaScript (see build.mjs): rolldown from src/, every dependency left external
// for the host to resolve. The first load is grouped into two modules, so a host's bundler makes
// a handful of first-load files whatever it does (esbuild splits per module and per set of
// entries reaching it: some 150 small modules made 40 first-load files), and the lazy code into a few
// coarse chunks, one per thing a visitor does (the views, a login, WalletConnect, Solana).
import { readFileSync } from 'node:fs'
import { build } from 'rolldown'

const manifest = JSON.parse(readFileSync('package.json', 'utf8'))
const packages = [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
]
/** A bare import of a dependency (or a path inside one) stays an import for the host to resolve. */
const isExternal = (id) => packages.some((name) => id === name || id.startsWith(`${name}/`))

const ENTRIES = {
  'src/index': 'src/index.ts',
  'src/clients/index': 'src/clients/index.ts',
  'src/react/index': 'src/react/index.ts',
  'src/ui/index': 'src/ui/index.ts',
  'src/wagmi/index': 'src/wagmi/index.ts',
}

/** The modules an entry reaches through static imports only: what a page loads up front. */
function staticallyReached(entry, ctx) {
  const seen = new Set()
  const visit = (id) => {
    if (seen.has(id)) return
    const info = ctx.getModuleInfo(id)
    if (!info || info.isExternal) return
    seen.add(id)
    for (const imported of info.importedIds) visit(imported)
  }
  visit(entry)
  return seen
}

/** The lazy chunks: one per thing a visitor does, so each is one request when it is needed. */
const LAZY_GROUPS = [
  // What speaks the catalogues (t, Intl formats), fetched with the first catalogue at mount.
  ['i18n', /\/src\/(i18n\/(?!locales\/)|ui\/i18n\/(modal-i18n|load-modal-i18n))/],
  ['ui-views', /\/src\/ui\//],
  ['secure-frame', /\/src\/(frame\/|connectors\/auth|wiring\/auth)/],
  ['walletconnect', /\/src\/connectors\/walletconnect/],
  ['solana', /\/src\/(connectors\/solana|core\/solana)/],
  ['project-api', /\/generated\/project-api\//],
  ['blockchain-api', /\/generated\/blockchain-api\//],
]

let reached
/** Whether a static entry reaches the module (computed once, on the first call). */
function reachedFrom(entry, id, ctx) {
  reached ??= Object.fromEntries(
    Object.entries(ENTRIES).map(([name, file]) => [
      name,
      staticallyReached(new URL(file, `file://${process.cwd()}/`).pathname, ctx),
    ]),
  )
  return reached[entry].has(id)
}

/**
 * Highest priority first: core is what `portico` loads up front, react what `portico/react` and
 * `portico/ui` add to it, wagmi what `portico/wagmi` adds; each static closure holds its own dependencies, so no group pulls in
 * another's modules. Then the lazy groups, then what `portico/clients` adds, then the rest.
 */
const groups = [
  { name: 'portico-core', entries: ['src/index'] },
  { name: 'portico-react', entries: ['src/react/index', 'src/ui/index'] },
  { name: 'portico-wagmi', entries: ['src/wagmi/index'] },
  { name: 'portico-clients', entries: ['src/clients/index'] },
].map(({ name, entries }, index) => ({
  debugName: name,
  // portico/clients ranks below the lazy groups: the API contracts it exports are lazy to the rest.
  priority: name === 'portico-clients' ? 10 : 100 - index,
  name: (id, ctx) => (entries.some((entry) => reachedFrom(entry, id, ctx)) ? name : null),
}))
const lazyGroups = LAZY_GROUPS.map(([name, test], index) => ({ name, test, priority: 50 - index }))

/** Each locale, English too, is a chunk of its own, fetched alone when the modal mounts. */
const LOCALE_FILE = /\/src\/i18n\/locales\/([\w-]+)\.ts$/
const localeGroup = {
  debugName: 'locales',
  priority: 60,
  name: (id) => {
    const tag = LOCALE_FILE.exec(id)?.[1]
    // English's file is en.ts; its chunk is named by its tag like the others'.
    return tag === undefined ? null : `locale-${tag === 'en' ? 'en-US' : tag}`
  },
}

await build({
  input: ENTRIES,
  external: isExternal,
  platform: 'browser',
  transform: { jsx: { runtime: 'automatic' } },
  output: {
    dir: 'dist',
    format: 'esm',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'src/chunks/[name]-[hash].js',
    codeSplitting: {
      groups: [...groups, localeGroup, ...lazyGroups, { name: 'portico-lazy', priority: 1 }],
    },
  },
  checks: { ineffectiveDynamicImport: false },
  logLevel: 'warn',
})
