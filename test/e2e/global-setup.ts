import type { TestProject } from 'vitest/node'
import type { DevnetEndpoints } from '../../devnet/endpoints.js'
import { startE2eDevnet } from './e2e-devnet.js'

declare module 'vitest' {
  export interface ProvidedContext {
    playgroundUrl: string
    endpoints: DevnetEndpoints
    endpointsFile: string
  }
}

/** One devnet and one playground for every browser test file; stopped when the run ends. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now()
  const devnet = await startE2eDevnet()
  const elapsed = Math.round(performance.now() - startedAt)
  console.log(`[e2e] devnet and playground ready in ${String(elapsed)} ms: ${devnet.playgroundUrl}`)
  project.provide('playgroundUrl', devnet.playgroundUrl)
  project.provide('endpoints', devnet.endpoints)
  project.provide('endpointsFile', devnet.endpointsFile)
  return devnet.stop
}
