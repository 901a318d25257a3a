import { FEATURE_SET, RPC_API_VERSION, SOLANA_DEVNET_GENESIS_HASH } from './cluster.js'
import type { JsonRpcMethod } from './json-rpc.js'
import { SLOTS_PER_EPOCH, type Ledger } from './ledger.js'
import { withContext } from './rpc-context.js'
import { stringParam, u64Param } from './rpc-params.js'

/** Slot, block height and epoch queries; one block per slot, so block height equals slot. */
export function createClusterMethods(ledger: Ledger): Record<string, JsonRpcMethod> {
  return {
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getTransactionCount: () => ledger.transactionCount(),
    getEpochInfo() {
      const slot = ledger.slot()
      return {
        absoluteSlot: slot,
        blockHeight: slot,
        epoch: slot / SLOTS_PER_EPOCH,
        slotIndex: slot % SLOTS_PER_EPOCH,
        slotsInEpoch: SLOTS_PER_EPOCH,
        transactionCount: ledger.transactionCount(),
      }
    },
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': RPC_API_VERSION, 'feature-set': FEATURE_SET }),
    getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,

    getLatestBlockhash: () => withContext(ledger.slot(), ledger.latestBlockhash()),
    isBlockhashValid(params) {
      const blockhash = stringParam(params, 0, 'blockhash')
      return withContext(ledger.slot(), ledger.isBlockhashValid(blockhash))
    },

    getMinimumBalanceForRentExemption(params) {
      return ledger.accounts.minimumBalanceForRentExemption(u64Param(params, 0, 'data length'))
    },
    /** No fee market here: every transaction lands in the next slot whatever it pays. */
    getRecentPrioritizationFees: () => [],
  }
}
