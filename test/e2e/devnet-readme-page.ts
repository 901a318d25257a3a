import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { inject } from 'vitest'
import { buildReadmePage, readmePageFiles } from '../../bench/host-build/readme-page.js'
import { repoRoot } from './e2e-devnet.js'

/**
 * Builds the README page (its snippets, from the repository's sources) into `work`/dist against
 * the devnet and `projectApi`; `edit` rewrites its files first.
 */
export async function buildDevnetReadmePage(
  work: string,
  projectApi: string,
  edit: (files: Record<string, string>) => Record<string, string> = (files) => files,
): Promise<void> {
  const endpoints = inject('endpoints')
  const rpc = endpoints.chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
  const files = readmePageFiles(readme, { blockchainApi: endpoints.blockchainApi, projectApi, rpc })
  const src = (path: string) => join(repoRoot, 'src', path)
  await buildReadmePage({
    absWorkingDir: repoRoot,
    files: edit(files),
    srcDir: join(work, 'src'),
    outdir: join(work, 'dist'),
    alias: {
      'portico/react': src('react/index.ts'),
      'portico/ui': src('ui/index.ts'),
      portico: src('index.ts'),
    },
  })
}
