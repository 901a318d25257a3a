import {
  encodeFunctionData,
  isAddress,
  isAddressEqual,
  numberToHex,
  toHex,
  type Account,
  type Address,
  type Chain,
  type EIP1193RequestFn,
  type Hex,
  type Transport,
  type WalletClient,
} from 'viem'
import { estimateGas } from 'viem/actions'
import { isRecord } from '../../src/utils/is-record.js'
import { batchExecutorAbi } from '../evm/abis.js'
import { callsReceipt } from '../../src/batch/calls-receipt.js'
import { CALLS_ERROR_CODES, CALLS_STATUS, SEND_CALLS_VERSION } from '../../src/batch/eip5792.js'
import {
  readBundleId,
  readSendCallsRequest,
  unknownBundleError,
  type BatchCall,
} from '../../src/batch/send-calls-request.js'
import { invalidParams, WalletRequestError } from './injected-wallet-params.js'
import { createCallBundleStore, type CallBundle } from './wallet-call-bundles.js'
import { readCapabilitiesRequest } from './wallet-calls-params.js'
import type { WalletAssets } from './wallet-assets.js'

/**
 * EIP-5792 for the devnet injected wallet. On a chain whose BatchExecutor it was given, a batch
 * is one transaction of the account to itself, calling `execute(calls)` through the account's
 * EIP-7702 delegation (signed into that same transaction the first time): atomic. Elsewhere it
 * sends the calls one by one and stops at the first that fails. Browser code: no Node imports.
 */

export interface CallsChain {
  id: number
  wallet: WalletClient<Transport, Chain, Account>
  rpc: { request: EIP1193RequestFn }
  /** Where the account delegates to for atomic batches; without it the chain has no atomicity. */
  batchExecutor: Address | undefined
}

// A batch the node says will fail is still sent, as a user may insist in a real wallet, so the
// dapp meets a reverted batch on the chain (status 500/600) rather than only a refusal.
const GAS_WHEN_ESTIMATION_FAILS = 1_000_000n

/** The code an account delegated to `executor` has: EIP-7702's 0xef0100 designator. */
const delegationCode = (executor: Address): Hex => `0xef0100${executor.slice(2).toLowerCase()}`

const randomBundleId = (): Hex => toHex(crypto.getRandomValues(new Uint8Array(32)))

type RpcReceipt = Record<string, unknown>

/**
 * EIP-5792's status codes: 100 pending, 200 confirmed, 400 nothing went on chain, 500 reverted
 * as a whole (only gas spent), 600 some calls went through and a later one did not.
 */
function statusCode(bundle: CallBundle, receipts: RpcReceipt[]): number {
  if (bundle.state === 'sending' || receipts.length < bundle.hashes.length) {
    return CALLS_STATUS.pending
  }
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length
  // An atomic batch is one transaction whatever its number of calls.
  if (succeeded === (bundle.atomic ? 1 : bundle.callCount)) return CALLS_STATUS.confirmed
  if (receipts.length === 0) return CALLS_STATUS.offchainFailure
  return succeeded === 0 ? CALLS_STATUS.reverted : CALLS_STATUS.partiallyReverted
}

export function createWalletCalls(options: {
  address: Address
  chains: ReadonlyMap<number, CallsChain>
  storage?: Pick<Storage, 'getItem' | 'setItem'>
  /** The wallet's asset list (ERC-7811): its chains report assetDiscovery. */
  assets?: Pick<WalletAssets, 'discovers'>
}) {
  const { address, chains } = options
  const bundles = createCallBundleStore(options.storage)

  const assertOwnAddress = (value: unknown): void => {
    if (typeof value !== 'string' || !isAddress(value) || !isAddressEqual(value, address)) {
      throw new WalletRequestError(4100, `This wallet does not hold ${String(value)}`)
    }
  }

  const chainFor = (chainId: number): CallsChain => {
    const chain = chains.get(chainId)
    if (chain === undefined) {
      throw new WalletRequestError(
        CALLS_ERROR_CODES.unsupportedChain,
        `Unsupported chain id ${numberToHex(chainId)}: this wallet is not configured for it`,
      )
    }
    return chain
  }

  /** Sends one transaction, with a fixed gas limit when the node predicts a revert. */
  async function send(chain: CallsChain, request: Parameters<typeof estimateGas>[1]): Promise<Hex> {
    const gas = await estimateGas(chain.wallet, request).catch(() => GAS_WHEN_ESTIMATION_FAILS)
    return chain.wallet.sendTransaction({ ...request, gas, chain: chain.wallet.chain })
  }

  async function sendAtomic(chain: CallsChain, executor: Address, calls: BatchCall[]) {
    const executed = calls.map((call, index) => {
      // The account's code calls; it cannot create contracts.
      if (call.to === undefined)
        throw invalidParams(`calls[${String(index)}].to must be an address`)
      return { to: call.to, value: BigInt(call.value ?? 0), data: call.data ?? '0x' }
    })
    const code = await chain.rpc.request({ method: 'eth_getCode', params: [address, 'latest'] })
    const authorizationList =
      code === delegationCode(executor)
        ? undefined
        : [await chain.wallet.signAuthorization({ contractAddress: executor, executor: 'self' })]
    const data = encodeFunctionData({
      abi: batchExecutorAbi,
      functionName: 'execute',
      args: [executed],
    })
    return send(chain, { account: chain.wallet.account, to: address, data, authorizationList })
  }

  /** One transaction per call, each waited for; the first that fails or reverts ends the batch. */
  async function sendOneByOne(chain: CallsChain, bundle: CallBundle, calls: BatchCall[]) {
    try {
      for (const { to, data, value } of calls) {
        const hash = await send(chain, {
          account: chain.wallet.account,
          to,
          data,
          value: value === undefined ? undefined : BigInt(value),
        })
        bundle = { ...bundle, hashes: [...bundle.hashes, hash] }
        bundles.put(bundle)
        const receipt = await chain.rpc.request({
          method: 'eth_getTransactionReceipt',
          params: [hash],
        })
        if (!isRecord(receipt) || receipt.status !== '0x1') break
      }
    } finally {
      bundles.put({ ...bundle, state: 'done' })
    }
  }

  return {
    getCapabilities(params: unknown) {
      const request = readCapabilitiesRequest(params)
      if (request.address !== undefined) assertOwnAddress(request.address)
      const asked = request.chainIds ?? [...chains.keys()]
      return Object.fromEntries(
        asked.flatMap((chainId) => {
          const chain = chains.get(chainId)
          if (chain === undefined) return []
          const status = chain.batchExecutor === undefined ? 'unsupported' : 'supported'
          const discovery = options.assets?.discovers(chainId)
            ? { assetDiscovery: { supported: true } }
            : {}
          return [[numberToHex(chainId), { atomic: { status }, ...discovery }]]
        }),
      )
    },

    async sendCalls(params: unknown) {
      const request = readSendCallsRequest(params)
      if (request.from !== undefined) assertOwnAddress(request.from)
      const chain = chainFor(request.chainId)
      if (request.id !== undefined && bundles.has(request.id)) {
        throw new WalletRequestError(
          CALLS_ERROR_CODES.duplicateId,
          `Duplicate id: a batch with id ${request.id} was already sent`,
        )
      }
      const executor = chain.batchExecutor
      if (request.atomicRequired && executor === undefined) {
        throw new WalletRequestError(
          CALLS_ERROR_CODES.atomicityNotSupported,
          `Atomicity not supported: this wallet cannot send calls atomically on chain ${numberToHex(chain.id)}`,
        )
      }
      const bundle: CallBundle = {
        id: request.id ?? randomBundleId(),
        chainId: chain.id,
        atomic: executor !== undefined,
        callCount: request.calls.length,
        hashes: [],
        state: 'sending',
      }
      if (executor !== undefined) {
        const hash = await sendAtomic(chain, executor, request.calls)
        bundles.put({ ...bundle, hashes: [hash], state: 'done' })
      } else {
        bundles.put(bundle)
        // The id is the answer at once; the calls go out behind it, as a wallet's queue would.
        void sendOneByOne(chain, bundle, request.calls)
      }
      return { id: bundle.id }
    },

    async getCallsStatus(params: unknown) {
      const id = readBundleId(params)
      const bundle = bundles.get(id)
      if (bundle === undefined) throw unknownBundleError(id)
      const chain = chainFor(bundle.chainId)
      const found = await Promise.all(
        bundle.hashes.map((hash) =>
          chain.rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] }),
        ),
      )
      const receipts = found.filter(isRecord)
      const status = statusCode(bundle, receipts)
      return {
        version: SEND_CALLS_VERSION,
        id: bundle.id,
        chainId: numberToHex(bundle.chainId),
        status,
        atomic: bundle.atomic,
        ...(status === CALLS_STATUS.pending ? {} : { receipts: receipts.map(callsReceipt) }),
      }
    },

    /** The wallet has no window of its own to show; a known bundle is acknowledged. */
    showCallsStatus(params: unknown): null {
      const id = readBundleId(params)
      if (!bundles.has(id)) throw unknownBundleError(id)
      return null
    },
  }
}
