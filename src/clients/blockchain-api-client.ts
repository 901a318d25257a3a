import { createBlockchainCoreClient } from './blockchain-core-client.js'
import { createConvertApi } from './blockchain/convert-api.js'
import { createNamesApi } from './blockchain/names-api.js'
import { createOnRampApi } from './blockchain/onramp-api.js'
import type { ClientConfig } from './client-config.js'

/**
 * The Blockchain API: `operations` has one typed, validated method per operation of
 * specs/blockchain-api.yaml; the other groups add the spec's mappings on top.
 */
export function createBlockchainApiClient(config: ClientConfig) {
  const core = createBlockchainCoreClient(config)
  const { operations } = core
  return {
    ...core,
    convert: createConvertApi(operations),
    names: createNamesApi(operations),
    onRamp: createOnRampApi(operations),
  }
}

/** The Blockchain API's typed client: one function per operation, every reply validated. */
export type BlockchainApiClient = ReturnType<typeof createBlockchainApiClient>
