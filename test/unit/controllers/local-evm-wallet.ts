import {
  getAddress,
  keccak256,
  parseTransaction,
  type Hex,
  type TransactionSerializableLegacy,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import type { WalletTransactionRequest } from '../../../src/connectors/rpc-transaction.js'

/** What the controllers hand a wallet: the same request the installed-wallet connector sends. */
export type LocalTransactionRequest = WalletTransactionRequest

/** Derived once: the HD derivation is the slow part of making a wallet. */
const devAccounts = deriveDevAccounts(2)
const DEFAULT_GAS = 100_000n
const DEFAULT_GAS_PRICE = 1_000_000_000n

/**
 * A wallet that really signs with a hardhat dev key, without a chain: each transaction is signed
 * as a legacy transaction and answered with the hash a node would give it (keccak256 of the
 * signed bytes). `sent` holds what was signed, parsed back from those bytes.
 */
export function createLocalEvmWallet(index = 0) {
  const devAccount = devAccounts[index]
  if (!devAccount) throw new Error(`No dev account ${String(index)}`)
  const account = privateKeyToAccount(devAccount.privateKey)
  const sent: TransactionSerializableLegacy[] = []
  let nonce = 0
  let nextFailure: Error | undefined

  const sendTransaction = async (request: LocalTransactionRequest): Promise<Hex> => {
    if (nextFailure !== undefined) {
      const failure = nextFailure
      nextFailure = undefined
      throw failure
    }
    if (request.from !== account.address) throw new Error(`Unknown sender ${request.from}`)
    const signed = await account.signTransaction({
      type: 'legacy',
      chainId: request.chainId,
      to: request.to,
      value: request.value,
      data: request.data,
      nonce: nonce++,
      gas: request.gas ?? DEFAULT_GAS,
      gasPrice: request.gasPrice ?? DEFAULT_GAS_PRICE,
    })
    const parsed = parseTransaction(signed)
    if (parsed.type !== 'legacy') throw new Error('Expected a legacy transaction')
    // Parsing lowercases the address and leaves a zero value out; both are put back as sent.
    sent.push({ ...parsed, to: parsed.to && getAddress(parsed.to), value: parsed.value ?? 0n })
    return keccak256(signed)
  }

  return {
    account,
    address: account.address,
    sent,
    sendTransaction,
    signMessage: (message: string): Promise<Hex> => account.signMessage({ message }),
    /** The next transaction fails with this error, as a wallet's refusal would. */
    failNext: (error: Error): void => {
      nextFailure = error
    },
  }
}

export type LocalEvmWallet = ReturnType<typeof createLocalEvmWallet>
