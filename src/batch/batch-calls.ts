import type { Eip1193Provider, Eip1193RequestArguments } from '../connectors/injected.js'
import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { PorticoStorage } from '../core/storage.js'
import { isAddress, isHex, quantityToHex } from '../utils/evm.js'
import { isRecord } from '../utils/is-record.js'
import { atomicOn } from './atomic-capability.js'
import { createCallBundleRecords } from './call-bundle.js'
import { readBundleId, unknownBundleError, type BatchCall } from './send-calls-request.js'
import { readSendableCalls, type SendingAccount } from './sendable-calls.js'
import { createSequentialCalls, type WalletRequest } from './sequential-calls.js'
import { UserRejectedRequestError } from '../core/user-rejected-request-error.js'

export interface BatchCallsDeps {
  /** The connected EVM account's address, if any. */
  address: () => string | undefined
  /** The app's networks; its eip155 ones are where batches may go. */
  networks: () => readonly Pick<CaipNetwork, 'id' | 'chainNamespace'>[]
  /** Where Portico keeps its record of the batches it sends one by one. */
  storage: Pick<PorticoStorage, 'valueOf'>
  /** The active eip155 connection's own provider (not the one this part wraps). */
  wallet: () => Eip1193Provider | undefined
  /** Opens the progress view of a batch Portico sends one by one. */
  showCalls?: (bundleId: string) => void
  /** How often a submitted call's receipt is asked for. */
  pollIntervalMs?: number
  /**
   * For a wallet whose requests Portico approves itself (the embedded wallet): one
   * ApproveTransaction for the whole batch. Undefined for a wallet that asks its user itself.
   */
  batchApproval?: () => BatchApproval | undefined
}

export interface BatchApproval {
  /** Runs the batch behind one ApproveTransaction listing every call. */
  approve: <T>(calls: readonly BatchCall[], run: () => Promise<T>) => Promise<T>
  /**
   * The wallet's provider without an approval of its own: each call of the approved batch goes
   * there (the provider the app gets would ask again for every call).
   */
  wallet: Eip1193Provider
}

type Capabilities = Record<string, unknown>

const noWallet = (): ProviderRpcError =>
  new ProviderRpcError(PROVIDER_ERROR_CODES.unauthorized, 'Connect a wallet before sending calls')

/** The wallet's own answer to wallet_getCapabilities; undefined when it does not speak EIP-5792. */
async function capabilitiesOf(
  wallet: Eip1193Provider,
  params: unknown[],
): Promise<Capabilities | undefined> {
  try {
    const answer = await wallet.request({ method: 'wallet_getCapabilities', params })
    return isRecord(answer) ? answer : undefined
  } catch {
    // 4200, -32601, a WalletConnect session without the method: each means no EIP-5792.
    return undefined
  }
}

/** wallet_getCapabilities' params: the account, then optionally the chains asked about. */
function readCapabilitiesParams(params: unknown, sending: SendingAccount) {
  const list: unknown[] = Array.isArray(params) ? params : []
  const [address, chainIds] = list
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      'Invalid params: wallet_getCapabilities takes the account address first',
    )
  }
  const account = sending.account()
  if (account?.toLowerCase() !== address.toLowerCase()) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.unauthorized,
      `${address} is not the connected account`,
    )
  }
  if (chainIds === undefined) return sending.chainIds()
  const asked: unknown[] = Array.isArray(chainIds) ? chainIds : []
  if (!Array.isArray(chainIds) || !asked.every((chainId) => isHex(chainId))) {
    throw new ProviderRpcError(
      PROVIDER_ERROR_CODES.invalidParams,
      'Invalid params: the chain ids must be a list of hex chain ids',
    )
  }
  return sending.chainIds().filter((chainId) => asked.map(Number).includes(chainId))
}

/**
 * EIP-5792 for every eip155 connection: a wallet whose capabilities say it sends a chain's calls
 * atomically gets the batch as it came; any other gets it from Portico one call at a time
 * (sequential-calls.ts), with atomicRequired: true refused there with 5760. Status reads and
 * the status view answer from Portico's record for the batches Portico sent, and from the wallet
 * for its own.
 */
export function createBatchCalls(deps: BatchCallsDeps) {
  const sending: SendingAccount = {
    account: () => {
      const address = deps.address()
      return address !== undefined && isAddress(address, { strict: false }) ? address : undefined
    },
    chainIds: () =>
      deps
        .networks()
        .flatMap((network) =>
          network.chainNamespace === 'eip155' && typeof network.id === 'number' ? [network.id] : [],
        ),
  }
  const sequential = createSequentialCalls({
    request: ({ method, params }) => {
      const wallet = deps.wallet()
      if (!wallet) return Promise.reject(noWallet())
      return wallet.request({ method, params: Array.isArray(params) ? params : undefined })
    },
    records: createCallBundleRecords(deps.storage),
    ...sending,
    showStatus: (bundle) => {
      show(bundle.id)
    },
    pollIntervalMs: deps.pollIntervalMs,
  })

  let shownId: string | undefined
  const show = (bundleId: string): void => {
    shownId = bundleId
    deps.showCalls?.(bundleId)
  }

  async function getCapabilities(wallet: Eip1193Provider, params: unknown) {
    const chainIds = readCapabilitiesParams(params, sending)
    const own = await capabilitiesOf(wallet, [sending.account(), chainIds.map(quantityToHex)])
    if (own) return own
    return Object.fromEntries(
      chainIds.map((chainId) => [quantityToHex(chainId), { atomic: { status: 'unsupported' } }]),
    )
  }

  async function sendCalls(wallet: Eip1193Provider, args: Eip1193RequestArguments) {
    const sent = readSendableCalls(args.params, sending, { walletJudgesCapabilities: true })
    const own = await capabilitiesOf(wallet, [sent.from, [quantityToHex(sent.chainId)]])
    const atomic = own !== undefined && atomicOn(own, sent.chainId)
    const approval = deps.batchApproval?.()
    // The embedded wallet sends an approved batch as one transaction (its EIP-7702 delegation).
    if (atomic && approval) {
      return approval.approve(sent.calls, () => approval.wallet.request(args))
    }
    if (atomic) return wallet.request(args)
    if (approval) return sendApproved(approval, args.params)
    const answer = await sequential.sendCalls(args.params)
    show(answer.id)
    return answer
  }

  /**
   * One approval for every call, then the calls one by one, each without an approval of its
   * own; the answer (the id) comes once they have all settled. A cancel stops the calls not yet
   * sent: the visitor refused them. A cancel after a call reached the chain still answers the id,
   * as a wallet that asks per call does when its user refuses the second call: the batch was
   * accepted and part of it went, which its status tells (600, the receipts of what went); a
   * 4001 would tell the app that nothing happened.
   */
  async function sendApproved(approval: BatchApproval, params: unknown) {
    const { calls, atomicRequired } = readSendableCalls(params, sending)
    // Its 5760 comes from the one-by-one sender, before anything is shown.
    if (atomicRequired) return sequential.sendCalls(params)
    let refused = false
    let sent: { id: string } | undefined
    const send: WalletRequest = (call) =>
      refused
        ? Promise.reject(new UserRejectedRequestError())
        : approval.wallet.request({
            method: call.method,
            params: Array.isArray(call.params) ? call.params : undefined,
          })
    try {
      return await approval.approve(calls, async () => {
        sent = await sequential.sendCalls(params, send)
        await sequential.whenSettled(sent.id)
        return sent
      })
    } catch (error) {
      refused = true
      if (sent === undefined) throw error
      // The call the wallet had when the cancel came (the cancel aborts it) settles first.
      await sequential.whenAnswered(sent.id)
      const went = sequential.bundle(sent.id)?.calls.some((call) => call.hash !== undefined)
      if (went) return sent
      throw error
    }
  }

  /** A batch Portico did not send is the wallet's; a wallet without EIP-5792 has none. */
  async function fromWallet(wallet: Eip1193Provider, args: Eip1193RequestArguments) {
    const id = readBundleId(args.params)
    try {
      return await wallet.request(args)
    } catch (error) {
      const own = await capabilitiesOf(wallet, [sending.account()])
      throw own ? error : unknownBundleError(id)
    }
  }

  return {
    /** Answers one of EIP-5792's four methods for `wallet`, the provider the app was handed. */
    request(wallet: Eip1193Provider, args: Eip1193RequestArguments): Promise<unknown> {
      const known = (): boolean => sequential.bundle(readBundleId(args.params)) !== undefined
      switch (args.method) {
        case 'wallet_getCapabilities':
          return getCapabilities(wallet, args.params)
        case 'wallet_sendCalls':
          return sendCalls(wallet, args)
        case 'wallet_getCallsStatus':
          return known() ? sequential.getCallsStatus(args.params) : fromWallet(wallet, args)
        case 'wallet_showCallsStatus':
          return known()
            ? Promise.resolve(sequential.showCallsStatus(args.params))
            : fromWallet(wallet, args)
        default:
          return wallet.request(args)
      }
    },
    /** The one-by-one sender, for the progress view. */
    sequential,
    /** The batch the progress view was last opened for. */
    shown: (): string | undefined => shownId,
    dispose: () => {
      sequential.dispose()
    },
  }
}

export type BatchCalls = ReturnType<typeof createBatchCalls>
