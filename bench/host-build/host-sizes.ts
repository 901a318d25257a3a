import type { HostEntryBudget } from './host-entries.js'
import type { HostEntryBuild } from './build-host-entries.js'

export interface HostEntrySize {
  description: string
  firstLoadGzipBytes: number
  /**
   * Every chunk of the build but the locales other than English: a visitor fetches at most one of
   * them, whatever the number shipped, and each is weighed on its own in localeChunks.
   */
  totalGzipBytes: number
  chunkCount: number
  /** How many JS files the page fetches before its first lazy chunk. */
  firstLoadFileCount: number
  /** The npm packages bundled into the first load, in the order esbuild met them. */
  firstLoadPackages: string[]
  /** gzip -9 bytes of each locale's own chunk (by tag), when the entry reaches the modal. */
  localeChunks?: Record<string, number>
  budget: HostEntryBudget
}

/** A chunk the library built for one locale: `.../chunks/locale-de-DE-<hash>.js`. */
const LOCALE_CHUNK = /\/chunks\/locale-([a-z]{2}-[A-Za-z0-9]+)-[\w-]+\.js$/

/** Each locale chunk of a host build, by tag: the output holding the library's locale chunk. */
export function localeChunkSizes(build: Pick<HostEntryBuild, 'chunks' | 'metafile'>) {
  const sizes: Record<string, number> = {}
  for (const [output, { inputs }] of Object.entries(build.metafile.outputs)) {
    const tag = Object.keys(inputs)
      .map((input) => LOCALE_CHUNK.exec(input)?.[1])
      .find((found) => found !== undefined)
    const size = Object.entries(build.chunks).find(([file]) => output.endsWith(file))?.[1]
    if (tag !== undefined && size !== undefined) sizes[tag] = size
  }
  return sizes
}

/** 'node_modules/@solana/errors/dist/index.js' -> '@solana/errors'; a file of no package -> undefined. */
export function packageOf(input: string): string | undefined {
  const path = input.split('node_modules/').at(-1)
  if (path === undefined || path === input) return undefined
  const [scope, name] = path.split('/')
  return scope?.startsWith('@') ? `${scope}/${name ?? ''}` : scope
}

/** The figures of one host build that bench/results.json keeps. */
export function hostEntrySize(build: HostEntryBuild): HostEntrySize {
  const packages = build.firstLoadInputs.map(packageOf).filter((name) => name !== undefined)
  const localeChunks = localeChunkSizes(build)
  const othersTotal = Object.entries(localeChunks)
    .filter(([tag]) => tag !== 'en-US')
    .reduce((sum, [, size]) => sum + size, 0)
  return {
    description: build.entry.description,
    firstLoadGzipBytes: build.firstLoadGzipBytes,
    totalGzipBytes: build.totalGzipBytes - othersTotal,
    chunkCount: Object.keys(build.chunks).length,
    firstLoadFileCount: build.firstLoadFiles.length,
    firstLoadPackages: [...new Set(packages)],
    ...(Object.keys(localeChunks).length > 0 && { localeChunks }),
    budget: build.entry.budget,
  }
}
