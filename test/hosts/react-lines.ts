import { join } from 'node:path'
import { repoRoot } from '../e2e/e2e-devnet.js'

/** The React majors the peer range promises, each a host app's one copy of React. */
export type ReactLine = '18' | '19'

export interface ReactLineSetup {
  /** What `React.version` and the renderer say in the page. */
  version: string
  /** The host's tsconfig: React 18's types for a React 18 host. */
  tsconfig: string
  /** Vite's aliases making this line the page's one React, or none for the repository's own. */
  alias?: Record<string, string>
}

// React 18 sits in test/hosts/react-18's own node_modules (its package.json says why), so that
// npm installs it beside the repository's React 19 with no registry at test time.
const react18 = join(repoRoot, 'test', 'hosts', 'react-18', 'node_modules')

export const REACT_LINES: Readonly<Record<ReactLine, ReactLineSetup>> = {
  '19': { version: '19.3.1', tsconfig: 'tsconfig.json' },
  '18': {
    version: '18.3.1',
    tsconfig: 'tsconfig.react18.json',
    // Every importer of React (Portico, wagmi, the page) gets these; packages resolved through
    // the repository's node_modules would otherwise reach React 19 from where they really sit.
    alias: { react: join(react18, 'react'), 'react-dom': join(react18, 'react-dom') },
  },
}
