import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'esbuild'
import { quickStartFiles } from './quick-start-snippet.js'
import { HOST_ESBUILD_OPTIONS } from './weigh-build.js'

/** The devnet URLs the README's snippet names, and the ones of a running devnet to put instead. */
export interface ReadmePageUrls {
  blockchainApi: string
  projectApi: string
  rpc: string
}

const README_URLS: ReadmePageUrls = {
  blockchainApi: 'http://127.0.0.1:4100',
  projectApi: 'http://127.0.0.1:4200',
  rpc: 'http://127.0.0.1:8545',
}

/** A README snippet with the devnet URLs it names replaced by those of a running devnet. */
export function withDevnetUrls(text: string, urls: ReadmePageUrls): string {
  const keys = ['blockchainApi', 'projectApi', 'rpc'] as const
  return keys.reduce((source, key) => source.replaceAll(README_URLS[key], urls[key]), text)
}

/** The README quick start's files (portico.ts, App.tsx, main.tsx) on the given devnet's URLs. */
export function readmePageFiles(readme: string, urls: ReadmePageUrls): Record<string, string> {
  const files = quickStartFiles(readme)
  return Object.fromEntries(
    Object.entries(files).map(([file, text]) => [file, withDevnetUrls(text, urls)]),
  )
}

export const README_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portico quick start</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`

export interface BuildReadmePageOptions {
  /** Where imports resolve from: a host project with portico installed, or the repository. */
  absWorkingDir: string
  /** The page's source files (path under srcDir -> text), written there first. */
  files: Record<string, string>
  srcDir: string
  /** The folder served to the browser: index.html, main.js and its chunks. */
  outdir: string
  /** 'portico' and its subpaths mapped to files (a build from the repository's sources). */
  alias?: Record<string, string>
}

/**
 * The README page as a browser loads it: esbuild with code splitting, minified, React bundled in
 * (a real page ships it), production mode; with index.html beside main.js.
 */
export async function buildReadmePage(options: BuildReadmePageOptions): Promise<void> {
  mkdirSync(options.srcDir, { recursive: true })
  for (const [file, text] of Object.entries(options.files)) {
    writeFileSync(join(options.srcDir, file), text)
  }
  await build({
    entryPoints: [join(options.srcDir, 'main.tsx')],
    absWorkingDir: options.absWorkingDir,
    outdir: options.outdir,
    ...HOST_ESBUILD_OPTIONS,
    alias: options.alias,
    // The sources may sit outside the project (a temporary folder): packages resolve from it.
    nodePaths: [join(options.absWorkingDir, 'node_modules')],
  })
  writeFileSync(join(options.outdir, 'index.html'), README_PAGE_HTML)
}
