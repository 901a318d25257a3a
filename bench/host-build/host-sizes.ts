import type { HostEntryBudget } from './host-entries.js'
import type { HostEntryBuild } from './build-host-entries.js'

export interface HostEntrySize {
  description: string
  firstLoadGzipBytes: number
  totalGzipBytes: number
  chunkCount: number
  /** The npm packages bundled into the first load, in the order esbuild met them. */
  firstLoadPackages: string[]
  budget: HostEntryBudget
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
  return {
    description: build.entry.description,
    firstLoadGzipBytes: build.firstLoadGzipBytes,
    totalGzipBytes: build.totalGzipBytes,
    chunkCount: Object.keys(build.chunks).length,
    firstLoadPackages: [...new Set(packages)],
    budget: build.entry.budget,
  }
}
