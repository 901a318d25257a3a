import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import {
  startBlockchainApi,
  type BlockchainApiDevnet,
} from '../../../devnet/blockchain-api/index.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { createFaultBoard } from '../../../devnet/faults/fault-board.js'
import { createFaultsHandle, type FaultsHandle } from '../../../devnet/faults/faults-handle.js'
import { startProjectApi, type ProjectApiDevnet } from '../../../devnet/project-api/index.js'
import { startDevnetTools, type DevnetTools } from '../../../devnet/tools/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'

/**
 * The file's own Blockchain API, Project API and tools service on one fault board, started before
 * its tests and closed after them; every switch is off again after each test.
 */
export function faultServicesForFile() {
  const board = createFaultBoard()
  const stateDir = mkdtempSync(join(tmpdir(), 'portico-faults-'))
  let services: [BlockchainApiDevnet, ProjectApiDevnet, DevnetTools] | undefined
  let faults: FaultsHandle | undefined

  beforeAll(async () => {
    services = await Promise.all([
      startBlockchainApi({ port: 0, chains: [], stateDir: join(stateDir, 'b'), faults: board }),
      startProjectApi({ port: 0, stateDir: join(stateDir, 'p'), faults: board }),
      startDevnetTools({ port: 0, repoRoot: stateDir, faults: board }),
    ])
    faults = createFaultsHandle(services[2].url)
  })
  afterEach(async () => {
    await faults?.reset()
  })
  afterAll(async () => {
    await Promise.all(services?.map((service) => service.close()) ?? [])
    rmSync(stateDir, { recursive: true, force: true })
  })

  const started = () => {
    if (!services || !faults) throw new Error('The fault services are not started yet')
    const [blockchain, project, tools] = services
    return { blockchain, project, tools, faults }
  }
  return {
    started,
    blockchainApi: () =>
      createBlockchainApiClient({ baseUrl: started().blockchain.url, projectId: DEVNET_PROJECT_ID })
        .operations,
    projectApi: () =>
      createProjectApiClient({ baseUrl: started().project.url, projectId: DEVNET_PROJECT_ID })
        .operations,
  }
}
