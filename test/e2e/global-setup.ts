import type { TestProject } from 'vitest/node'
import type { DevnetEndpoints } from '../../devnet/endpoints.js'
import { startE2eDevnet } from './e2e-devnet.js'
import { sharedBrowserServer } from './shared-browser-server.js'

declare module 'vitest' {
  export interface ProvidedContext {
    playgroundUrl: string
    endpoints: DevnetEndpoints
    endpointsFile: string
    /** The suite's one Chromium (browser.ts); empty where no global setup started one. */
    browserEndpoint: string
  }
}

/**
 * One devnet, one playground and one Chromium for every browser test file; stopped when the run
 * ends. A file connecting to the running Chromium saves it a launch of its own; one that crashes
 * it does not fail the files after it (shared-browser-server.ts).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const startedAt = performance.now()
  const [devnet, chromium] = await Promise.all([startE2eDevnet(), sharedBrowserServer()])
  const elapsed = Math.round(performance.now() - startedAt)
  console.log(`[e2e] devnet and playground ready in ${String(elapsed)} ms: ${devnet.playgroundUrl}`)
  project.provide('playgroundUrl', devnet.playgroundUrl)
  project.provide('endpoints', devnet.endpoints)
  project.provide('endpointsFile', devnet.endpointsFile)
  project.provide('browserEndpoint', chromium.wsEndpoint)
  return async () => {
    await chromium.close()
    if (chromium.relaunches() > 0)
      console.log(
        `[e2e] the shared Chromium was started again ${String(chromium.relaunches())} time(s)`,
      )
    await devnet.stop()
  }
}
