// A host's use of `portico/clients`: a typed client, an operations table and a validator.
import { blockchainApi, createBlockchainApiClient, projectApi } from 'portico/clients'

const client = createBlockchainApiClient({
  baseUrl: 'http://127.0.0.1:4100',
  projectId: 'portico-devnet',
  sdkType: 'portico',
  sdkVersion: 'html-core-0.1.0',
})
export const chains: Promise<unknown> = client.operations.getSupportedChains()
export const method: string = blockchainApi.operations.getSupportedChains.method
export const valid: boolean = projectApi.validators.PlanLimits.check({})
