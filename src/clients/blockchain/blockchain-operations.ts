import type { bindOperations } from '../../../generated/blockchain-api/client.js'

/** The Blockchain API's typed methods, one per operation (see createBlockchainApiClient). */
export type BlockchainOperations = ReturnType<typeof bindOperations>
