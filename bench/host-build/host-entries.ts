import { readFileSync } from 'node:fs'
import { repoRoot } from '../../codegen/repo-root.js'
import { quickStartFiles } from './quick-start-snippet.js'

/** The README's wagmi snippet is this file of the wagmi host test. */
const wagmiConfigSnippet = (): string =>
  readFileSync(`${repoRoot}/test/hosts/pages/src/wagmi-config.ts`, 'utf8')

export interface HostEntryBudget {
  /** Most gzip -9 bytes the page may fetch before its first lazy chunk. */
  firstLoadGzipBytes: number
  /** Most gzip -9 bytes of every chunk of the build together, lazy ones included. */
  totalGzipBytes?: number
  /** Most JS files fetched before the first lazy chunk (esbuild, splitting). */
  firstLoadFileCount?: number
}

export interface HostEntry {
  /** The key of its figures in bench/results.json (`hostEntries.<name>`). */
  name: string
  /** What a host writes, in a sentence: the report's and the budget test's wording. */
  description: string
  /** The module esbuild starts from, one of `files`. */
  entry: string
  /** The host's source files (path under the host's src/ -> text), made from the README. */
  files: (readme: string) => Record<string, string>
  budget: HostEntryBudget
}

/**
 * Every host page the bench weighs, built from the packed package's own entries as a host app
 * imports them, each with a budget of its own. A new package entry (`portico/wagmi`, say) is one
 * more row here: its snippet, its budget.
 */
export const HOST_ENTRIES: readonly HostEntry[] = [
  {
    name: 'headless',
    description: "`createPortico` from 'portico', initialize(), open()",
    entry: 'portico.ts',
    files: quickStartFiles,
    // The design card's 40 KiB.
    budget: { firstLoadGzipBytes: 40_960, firstLoadFileCount: 6 },
  },
  {
    name: 'react',
    description:
      "the README's React page: 'portico', 'portico/react' (PorticoProvider, ConnectButton, NetworkButton) and 'portico/ui' (PorticoModal)",
    entry: 'main.tsx',
    files: quickStartFiles,
    // The total counts every lazy chunk a visitor may fetch. 430,000 held until this wave's lazy
    // features (the terms box, PorticoError under every error, the render-prop buttons, the
    // hostile-data checks, the session-ended sign-out) came to 430,510; the first load did not grow.
    budget: { firstLoadGzipBytes: 61_440, totalGzipBytes: 434_000, firstLoadFileCount: 8 },
  },
  {
    name: 'wagmi',
    description:
      "the headless quick start with wagmi on `porticoConnector` from 'portico/wagmi' (wagmi, @wagmi/core and viem included)",
    entry: 'wagmi-page.ts',
    files: (readme) => ({
      'portico.ts': quickStartFiles(readme)['portico.ts'] ?? '',
      'wagmi-config.ts': wagmiConfigSnippet(),
      'wagmi-page.ts': [
        "import { portico } from './portico.js'",
        "import { createWagmiConfig } from './wagmi-config.js'",
        '',
        'export const config = createWagmiConfig(portico, {',
        "  ethereum: 'http://127.0.0.1:8545',",
        "  base: 'http://127.0.0.1:8546',",
        '})',
        '',
      ].join('\n'),
    }),
    budget: { firstLoadGzipBytes: 106_496 },
  },
]
