import { bindOperations } from '../../generated/blockchain-api/client.js'
import { createAccountApi } from './blockchain/account-api.js'
import { createConvertApi } from './blockchain/convert-api.js'
import { createNamesApi } from './blockchain/names-api.js'
import { createOnRampApi } from './blockchain/onramp-api.js'
import type { ClientConfig } from './client-config.js'
import { createApiClient } from './create-api-client.js'

/**
 * The Blockchain API: `operations` has one typed, validated method per operation of
 * specs/blockchain-api.yaml; the other groups add the spec's mappings on top.
 */
export function createBlockchainApiClient(config: ClientConfig) {
  const { methods: operations, call } = createApiClient(
    config,
    () => import('../../generated/blockchain-api/index.js'),
    bindOperations,
  )
  return {
    operations,
    call,
    account: createAccountApi(operations),
    convert: createConvertApi(operations),
    names: createNamesApi(operations),
    onRamp: createOnRampApi(operations),
  }
}

export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
