import { bindOperations } from '../../generated/blockchain-api/client.js'
import { createAccountApi } from './blockchain/account-api.js'
import type { ClientConfig } from './client-config.js'
import { createApiClient } from './create-api-client.js'

/**
 * What a Portico instance needs of the Blockchain API up front: `operations` (one typed,
 * validated method per operation of specs/blockchain-api.yaml) and the account reads. The swap,
 * on-ramp and names mappings load with their lazy controllers (createBlockchainApiClient has them
 * all, for `portico/clients`).
 */
export function createBlockchainCoreClient(config: ClientConfig) {
  const { methods: operations, call } = createApiClient(
    config,
    () => import('../../generated/blockchain-api/index.js'),
    bindOperations,
  )
  return { operations, call, account: createAccountApi(operations) }
}

export type BlockchainCoreClient = ReturnType<typeof createBlockchainCoreClient>
