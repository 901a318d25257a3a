import { readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'

/** React is the host app's, not Portico's: left out of every bundle as the budgets say. */
export const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

export interface BuildWeight {
  /** gzip -9 bytes of the JS a page fetches before its first lazy chunk: entry and static imports. */
  firstLoadGzipBytes: number
  /** gzip -9 bytes of every JS chunk the build makes, lazy ones included. */
  totalGzipBytes: number
  /** Output files (relative to outdir) of the first load, the entry chunk first. */
  firstLoadFiles: string[]
  /** The input files bundled into the first load, relative to absWorkingDir. */
  firstLoadInputs: string[]
  /** Every JS output file (relative to outdir) with its gzip -9 bytes. */
  chunks: Record<string, number>
  metafile: Metafile
}

export interface WeighBuildOptions {
  /** The entry module, relative to absWorkingDir. */
  entry: string
  /** Where imports resolve from: the host project (or the repository for internal builds). */
  absWorkingDir: string
  /** The output folder; the chunks are written there, so a browser can load them. */
  outdir: string
}

/** The output files the entry pulls in before anything lazy: static imports, followed through. */
function firstLoadOutputs(metafile: Metafile, entryOutput: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path)
    }
  }
  visit(entryOutput)
  return [...seen]
}

/**
 * Builds an entry as a host app's bundler would (esbuild, minified ESM with code splitting, React
 * external, production) and weighs every chunk gzip -9.
 */
export async function weighBuild({
  entry,
  absWorkingDir,
  outdir,
}: WeighBuildOptions): Promise<BuildWeight> {
  const result = await build({
    entryPoints: [entry],
    absWorkingDir,
    outdir,
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: 'es2022',
    external: REACT_EXTERNALS,
    jsx: 'automatic',
    metafile: true,
    write: true,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const { metafile } = result
  const outdirRelative = relative(absWorkingDir, outdir)
  const toOutdir = (output: string) => relative(outdirRelative, output)
  const chunks: Record<string, number> = {}
  for (const output of Object.keys(metafile.outputs)) {
    if (!output.endsWith('.js')) continue
    const contents = readFileSync(join(absWorkingDir, output))
    chunks[toOutdir(output)] = gzipSync(contents, { level: 9 }).length
  }
  const entryOutput = Object.entries(metafile.outputs).find(
    ([, output]) => output.entryPoint === entry,
  )?.[0]
  if (entryOutput === undefined) throw new Error(`esbuild built no chunk for ${entry}`)
  const firstLoad = firstLoadOutputs(metafile, entryOutput)
  const sum = (files: Iterable<string>) =>
    [...files].reduce((total, file) => total + (chunks[file] ?? 0), 0)
  const firstLoadFiles = firstLoad.map(toOutdir)
  return {
    firstLoadGzipBytes: sum(firstLoadFiles),
    totalGzipBytes: sum(Object.keys(chunks)),
    firstLoadFiles,
    firstLoadInputs: firstLoad.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {})),
    chunks,
    metafile,
  }
}
