import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build, type Metafile } from 'esbuild'
import { repoRoot } from '../../codegen/repo-root.js'

const HOST_ENTRY = join(repoRoot, 'bench', 'modal-size', 'host-entry.tsx')
const CORE_ENTRY = join(repoRoot, 'bench', 'modal-size', 'core-entry.ts')
/** React is the host app's, not Portico's: left out of the bundle as the budget says. */
const REACT = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']

export interface EntrySize {
  /** gzip -9 bytes of the JS a page fetches before its first lazy chunk: entry and static imports. */
  firstLoadGzipBytes: number
  /** gzip -9 bytes of every JS chunk the build makes, lazy ones included. */
  totalGzipBytes: number
  firstLoadFiles: string[]
  /** The source files bundled into the first load, relative to the repository. */
  firstLoadInputs: string[]
  chunkCount: number
}

export interface ModalSize extends EntrySize {
  /** firstLoadGzipBytes of the headless instance (createPortico, initialize(), open()). */
  coreFirstLoadGzipBytes: number
  /** totalGzipBytes of the headless instance, lazy chunks included. */
  coreTotalGzipBytes: number
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

/** Builds an entry (esbuild, minified ESM with code splitting, React external) and weighs it. */
async function measureEntry(entry: string): Promise<EntrySize> {
  const outdir = mkdtempSync(join(tmpdir(), 'portico-modal-size-'))
  try {
    const result = await build({
      entryPoints: [entry],
      outdir,
      bundle: true,
      minify: true,
      format: 'esm',
      splitting: true,
      platform: 'browser',
      target: 'es2022',
      external: REACT,
      jsx: 'automatic',
      metafile: true,
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
    const cwdRelative = (path: string) => relative(process.cwd(), path)
    const gzipped = new Map(
      result.outputFiles
        .filter((file) => file.path.endsWith('.js'))
        .map((file) => [cwdRelative(file.path), gzipSync(file.contents, { level: 9 }).length]),
    )
    const entryOutput = Object.entries(result.metafile.outputs).find(
      ([, output]) => output.entryPoint === cwdRelative(entry),
    )?.[0]
    if (entryOutput === undefined) throw new Error('esbuild built no entry chunk')
    const firstLoadFiles = firstLoadOutputs(result.metafile, entryOutput)
    const sum = (files: Iterable<string>) =>
      [...files].reduce((total, file) => total + (gzipped.get(file) ?? 0), 0)
    const firstLoadInputs = firstLoadFiles.flatMap((file) =>
      Object.keys(result.metafile.outputs[file]?.inputs ?? {}).map((input) =>
        relative(repoRoot, join(process.cwd(), input)),
      ),
    )
    return {
      firstLoadGzipBytes: sum(firstLoadFiles),
      firstLoadInputs,
      totalGzipBytes: sum(gzipped.keys()),
      firstLoadFiles,
      chunkCount: gzipped.size,
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

/** The minimal host page with a connect button and the modal, and the bare instance beside it. */
export async function measureModalSize(): Promise<ModalSize> {
  const host = await measureEntry(HOST_ENTRY)
  const core = await measureEntry(CORE_ENTRY)
  return {
    ...host,
    coreFirstLoadGzipBytes: core.firstLoadGzipBytes,
    coreTotalGzipBytes: core.totalGzipBytes,
  }
}
