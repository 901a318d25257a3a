import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as blockchainApi from '../../generated/blockchain-api/index.js'
import * as projectApi from '../../generated/project-api/index.js'
import {
  startBlockchainApiDevnet,
  type BlockchainApiTestDevnet,
} from '../devnet/blockchain-api/blockchain-api-devnet.js'
import {
  startTestProjectApi,
  type TestProjectApi,
} from '../devnet/project-api/start-test-project-api.js'
import { fuzzSpecService, type FuzzedService } from './fuzz-spec-service.js'

let chainApi: BlockchainApiTestDevnet
let project: TestProjectApi

beforeAll(async () => {
  chainApi = await startBlockchainApiDevnet()
  project = await startTestProjectApi()
})

afterAll(async () => {
  await chainApi.stop()
  await project.stop()
})

/** Both spec-served services, each with its operations table and state folder. */
const services = (): Record<'Blockchain API' | 'Project API', FuzzedService> => ({
  'Blockchain API': {
    name: 'Blockchain API',
    url: chainApi.api.url,
    api: blockchainApi,
    stateDir: chainApi.stateDir,
  },
  'Project API': {
    name: 'Project API',
    url: project.api.url,
    api: projectApi,
    stateDir: project.stateDir,
    settle: () => project.api.analytics.flush(),
  },
})

describe('fuzz: every operation of both OpenAPI documents', () => {
  for (const name of ['Blockchain API', 'Project API'] as const) {
    it(`${name}: no crash, no hang, 4xx naming the problem, nothing persisted, valid requests still served`, async () => {
      const counts = await fuzzSpecService(services()[name])
      expect(counts).toMatchObject({ crashes: 0, hangs: 0 })
    })
  }
})
