import {
  createKeyPairSignerFromBytes,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getTransactionDecoder,
  partiallySignTransaction,
  signBytes,
  type KeyPairSigner,
} from '@solana/kit'
import { SignClient } from '@walletconnect/sign-client'
import {
  createWalletClient,
  defineChain,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  toHex,
  type Address,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { isRecord } from '../../src/utils/is-record.js'
import {
  bigintOrUndefined,
  invalidParams,
  paramAt as at,
  readTypedData,
  WalletRequestError,
} from './injected-wallet-params.js'
import { createWalletAssets } from './wallet-assets.js'
import { readCapabilitiesRequest } from './wallet-calls-params.js'

export { WalletRequestError }

/**
 * A WalletConnect wallet for devnet tests: it pairs with a `wc:` URI, approves every proposal it
 * can serve and answers requests with real keys. Nothing here is Node-only, so a page can use it
 * too (there its storage is IndexedDB instead of memory).
 */

export interface DevnetEvmChainConfig {
  caipNetworkId: `eip155:${number}`
  rpcUrl: string
  /**
   * The ERC-20s the wallet lists in wallet_getAssets (ERC-7811) besides the native coin. Given
   * (even empty), the wallet reports assetDiscovery on this chain in wallet_getCapabilities and
   * lists both methods in its sessions; absent, it does not.
   */
  assetTokens?: readonly Address[]
}

export interface DevnetWalletConnectWalletOptions {
  /** The devnet relay, ws://127.0.0.1:<port>. */
  relayUrl: string
  evm: { privateKey: Hex; chains: DevnetEvmChainConfig[] }
  /**
   * eip155 methods the wallet lists in its sessions beyond those it answers itself (a request of
   * one waits on `confirm.request`, then is answered as an unknown method, or as the asset
   * methods are), as wallets that claim more than they serve do.
   */
  extraEvmMethods?: readonly string[]
  /** 64 bytes (secret + public key, as solana-keygen writes them) or the 32-byte secret alone. */
  solana?: { secretKey: Uint8Array; rpcUrl: string; caipNetworkId: `solana:${string}` }
  /** Clients in one process with the same prefix share one core; the default is unique. */
  storagePrefix?: string
  /**
   * Asks a person (the devnet wallet page) before answering: false refuses as a user would. By
   * default every proposal the wallet can serve and every request is approved.
   */
  confirm?: {
    proposal: (proposal: Proposal) => Promise<boolean>
    request: (request: PendingRequest) => Promise<boolean>
  }
}

/** A dapp's request as the wallet received it. */
export interface PendingRequest {
  id: number
  topic: string
  chainId: string
  method: string
  params: unknown
}

type Client = InstanceType<typeof SignClient>
export type WalletSession = ReturnType<Client['session']['getAll']>[number]
export type Proposal = ReturnType<Client['proposal']['getAll']>[number]
type Namespaces = Parameters<Client['approve']>[0]['namespaces']

/** What a wallet with an asset list (an `assetTokens` chain) answers besides EVM_METHODS. */
const ASSET_METHODS = ['wallet_getCapabilities', 'wallet_getAssets'] as const

export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'eth_accounts',
  'eth_chainId',
  'wallet_switchEthereumChain',
] as const
/** WalletConnect's "user rejected" code (sign-client's USER_REJECTED). */
export const USER_REJECTED_CODE = 5000

export const EVM_EVENTS = ['chainChanged', 'accountsChanged'] as const
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

function createEvmSigner(options: DevnetWalletConnectWalletOptions['evm']) {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map(
    options.chains.map((chain) => {
      const key: string = chain.caipNetworkId
      const id = Number(chain.caipNetworkId.split(':')[1])
      const viemChain = defineChain({
        id,
        name: chain.caipNetworkId,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      })
      const wallet = createWalletClient({
        account,
        chain: viemChain,
        transport: http(chain.rpcUrl),
      })
      return [key, { id, wallet, assetTokens: chain.assetTokens }] as const
    }),
  )
  const assets = createWalletAssets({
    address: account.address,
    chains: new Map(
      [...chains.values()].map((chain) => [
        chain.id,
        { id: chain.id, client: chain.wallet, assetTokens: chain.assetTokens },
      ]),
    ),
  })
  const chainIds = [...chains.values()].map((chain) => chain.id)

  function chainFor(caipNetworkId: string) {
    const chain = chains.get(caipNetworkId)
    if (!chain) throw new WalletRequestError(4901, `This wallet has no chain ${caipNetworkId}`)
    return chain
  }

  function assertOwnAddress(value: unknown): void {
    if (typeof value === 'string' && isAddress(value) && !isAddressEqual(value, account.address)) {
      throw new WalletRequestError(4100, `This wallet does not hold ${value}`)
    }
  }

  async function answer(method: string, params: unknown, caipNetworkId: string): Promise<unknown> {
    const chain = chainFor(caipNetworkId)
    switch (method) {
      case 'personal_sign': {
        const message = at(params, 0)
        if (typeof message !== 'string') throw invalidParams('the message must be a string')
        assertOwnAddress(at(params, 1))
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4':
        assertOwnAddress(at(params, 0))
        return account.signTypedData(readTypedData(at(params, 1)))
      case 'eth_sendTransaction': {
        const tx = at(params, 0)
        if (!isRecord(tx)) throw invalidParams('the transaction must be an object')
        assertOwnAddress(tx.from)
        const to = typeof tx.to === 'string' && isAddress(tx.to) ? tx.to : undefined
        return chain.wallet.sendTransaction({
          to,
          data: isHex(tx.data) ? tx.data : undefined,
          value: bigintOrUndefined(tx.value),
          gas: bigintOrUndefined(tx.gas),
        })
      }
      case 'wallet_getCapabilities': {
        const request = readCapabilitiesRequest(params)
        assertOwnAddress(request.address)
        return Object.fromEntries(
          (request.chainIds ?? chainIds)
            .filter((chainId) => assets.discovers(chainId))
            .map((chainId) => [toHex(chainId), { assetDiscovery: { supported: true } }]),
        )
      }
      case 'wallet_getAssets':
        return assets.getAssets(params)
      case 'eth_accounts':
        return [account.address]
      case 'eth_chainId':
        return toHex(chain.id)
      default:
        throw new WalletRequestError(5101, `Unsupported method: ${method}`)
    }
  }

  return {
    address: account.address,
    caipNetworkIds: [...chains.keys()],
    /** The methods it answers: its asset list's only where a chain has one. */
    methods: chainIds.some((chainId) => assets.discovers(chainId))
      ? [...EVM_METHODS, ...ASSET_METHODS]
      : [...EVM_METHODS],
    answer,
    /** wallet_switchEthereumChain: the caip id to switch to, if this wallet has that chain. */
    switchTarget(params: unknown): string {
      const request = at(params, 0)
      const hexId = isRecord(request) ? request.chainId : undefined
      if (!isHex(hexId)) throw invalidParams('chainId must be hex')
      const target = `eip155:${String(Number(hexId))}`
      if (!chains.has(target)) throw new WalletRequestError(4902, `Unrecognized chain ${hexId}`)
      return target
    },
  }
}

async function createSolanaSigner(
  options: NonNullable<DevnetWalletConnectWalletOptions['solana']>,
) {
  const signer: KeyPairSigner =
    options.secretKey.length === 64
      ? await createKeyPairSignerFromBytes(options.secretKey)
      : await createKeyPairSignerFromPrivateKeyBytes(options.secretKey)
  const rpc = createSolanaRpc(options.rpcUrl)
  const base58 = { bytes: getBase58Encoder(), text: getBase58Decoder() }

  async function signWire(params: unknown) {
    const wire = isRecord(params) ? params.transaction : undefined
    if (typeof wire !== 'string') throw invalidParams('transaction must be a base64 string')
    const transaction = getTransactionDecoder().decode(getBase64Encoder().encode(wire))
    const signed = await partiallySignTransaction([signer.keyPair], transaction)
    const signature = signed.signatures[signer.address]
    if (!signature) throw new WalletRequestError(4100, `${signer.address} is not a signer`)
    return {
      signature: base58.text.decode(signature),
      wire: getBase64EncodedWireTransaction(signed),
    }
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'solana_signMessage': {
        const message = isRecord(params) ? params.message : undefined
        if (typeof message !== 'string') throw invalidParams('message must be a base58 string')
        const signature = await signBytes(signer.keyPair.privateKey, base58.bytes.encode(message))
        return { signature: base58.text.decode(signature) }
      }
      case 'solana_signTransaction': {
        const { signature, wire } = await signWire(params)
        return { signature, transaction: wire }
      }
      case 'solana_signAndSendTransaction': {
        const { wire } = await signWire(params)
        return { signature: await rpc.sendTransaction(wire, { encoding: 'base64' }).send() }
      }
      default:
        throw new WalletRequestError(5101, `Unsupported method: ${method}`)
    }
  }

  return { address: signer.address, caipNetworkId: options.caipNetworkId, answer }
}

/** The namespace keys a proposal asks for, required or optional ('eip155:1' counts as eip155). */
function requestedNamespaces(proposal: Proposal): { required: Set<string>; all: Set<string> } {
  const keys = (namespaces: Record<string, unknown>) =>
    Object.keys(namespaces).map((key) => key.split(':')[0] ?? key)
  const required = new Set(keys(proposal.requiredNamespaces))
  return { required, all: new Set([...required, ...keys(proposal.optionalNamespaces)]) }
}

export async function createDevnetWalletConnectWallet(options: DevnetWalletConnectWalletOptions) {
  const evm = createEvmSigner(options.evm)
  const solana = options.solana ? await createSolanaSigner(options.solana) : undefined
  const client = await SignClient.init({
    projectId: 'portico-devnet',
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? `portico-devnet-wallet-${crypto.randomUUID()}`,
    // Telemetry would post to pulse.walletconnect.org; the devnet stays on 127.0.0.1.
    telemetryEnabled: false,
    // The queue holds each request back 1 s after the previous answer; `answered` dedupes instead.
    signConfig: { disableRequestQueue: true },
    metadata: {
      name: 'Portico devnet wallet',
      description: 'A test wallet that signs with devnet keys',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const waiting = new Map<
    string,
    { resolve: (s: WalletSession) => void; reject: (e: Error) => void }
  >()

  function namespacesFor(proposal: Proposal): Namespaces | string {
    const { required, all } = requestedNamespaces(proposal)
    const supported: Namespaces = {
      eip155: {
        chains: evm.caipNetworkIds,
        accounts: evm.caipNetworkIds.map((chain) => `${chain}:${evm.address}`),
        methods: [...new Set([...evm.methods, ...(options.extraEvmMethods ?? [])])],
        events: [...EVM_EVENTS],
      },
    }
    if (solana) {
      supported.solana = {
        chains: [solana.caipNetworkId],
        accounts: [`${solana.caipNetworkId}:${solana.address}`],
        methods: [...SOLANA_METHODS],
        events: [],
      }
    }
    const missing = [...required].filter((key) => !(key in supported))
    if (missing.length > 0) return `this wallet does not serve ${missing.join(', ')}`
    const approved = Object.entries(supported).filter(([key]) => all.has(key))
    if (approved.length === 0) return 'the proposal asks for no namespace this wallet serves'
    return Object.fromEntries(approved)
  }

  /** Approves what the wallet can serve, or tells the dapp why not (5100, as wallets do). */
  async function settle(id: number, proposal: Proposal): Promise<WalletSession> {
    if (options.confirm && !(await options.confirm.proposal(proposal))) {
      await client.reject({ id, reason: { code: USER_REJECTED_CODE, message: 'User rejected.' } })
      throw new Error('The proposal was rejected in the wallet')
    }
    const namespaces = namespacesFor(proposal)
    let refusal = typeof namespaces === 'string' ? namespaces : ''
    if (typeof namespaces !== 'string') {
      try {
        const { acknowledged } = await client.approve({ id, namespaces })
        return await acknowledged()
      } catch (error) {
        // approve() checks the namespaces against the proposal before it sends anything.
        refusal = error instanceof Error ? error.message : String(error)
      }
    }
    await client.reject({ id, reason: { code: 5100, message: refusal } })
    throw new Error(`The devnet wallet rejected the proposal: ${refusal}`)
  }

  client.on('session_proposal', ({ id, params: proposal }) => {
    const waiter = waiting.get(proposal.pairingTopic)
    waiting.delete(proposal.pairingTopic)
    settle(id, proposal).then(
      (session) => waiter?.resolve(session),
      (error: unknown) => {
        const failure = error instanceof Error ? error : new Error(String(error))
        if (waiter) waiter.reject(failure)
        else client.logger.error(failure)
      },
    )
  })

  /** The relay delivers at least once, so a request may arrive twice; it is answered once. */
  const answered = new Set<number>()
  /** Methods the wallet refuses as a user would, until told otherwise (rejectRequests). */
  let rejecting = new Set<string>()

  client.on('session_request', ({ id, topic, params: { request, chainId } }) => {
    if (answered.has(id)) return
    answered.add(id)
    const params: unknown = request.params
    const answer = async (): Promise<unknown> => {
      const pending = { id, topic, chainId, method: request.method, params }
      if (
        rejecting.has(request.method) ||
        (options.confirm && !(await options.confirm.request(pending)))
      ) {
        throw new WalletRequestError(USER_REJECTED_CODE, 'User rejected the request.')
      }
      if (request.method === 'wallet_switchEthereumChain') {
        const target = evm.switchTarget(params)
        const data = Number(target.split(':')[1])
        await client.emit({ topic, chainId: target, event: { name: 'chainChanged', data } })
        return null
      }
      if (chainId.startsWith('solana:') && solana) return solana.answer(request.method, params)
      return evm.answer(request.method, params, chainId)
    }
    const respond = (reply: { result: unknown } | { error: { code: number; message: string } }) =>
      client.respond({ topic, response: { id, jsonrpc: '2.0', ...reply } })
    answer()
      .then(
        (result) => respond({ result }),
        (error: unknown) =>
          respond({
            error:
              error instanceof WalletRequestError
                ? { code: error.code, message: error.message }
                : { code: -32603, message: error instanceof Error ? error.message : String(error) },
          }),
      )
      // The dapp may have gone (session deleted) before the answer was ready.
      .catch((error: unknown) => {
        client.logger.error(error)
      })
  })

  return {
    client,
    evmAddress: evm.address,
    solanaAddress: solana?.address,
    /** How many requests the wallet has answered: each one once, however often it arrived. */
    requestsAnswered: (): number => answered.size,
    /** Pairs with a dapp's `wc:` URI; resolves with the session once the dapp acknowledged it. */
    async pair(uri: string): Promise<WalletSession> {
      const pairingTopic = /^wc:([0-9a-f]{64})@2/.exec(uri)?.[1]
      if (!pairingTopic) throw new Error(`Not a WalletConnect v2 pairing URI: ${uri}`)
      const session = new Promise<WalletSession>((resolve, reject) => {
        waiting.set(pairingTopic, { resolve, reject })
      })
      await client.pair({ uri })
      return session
    },
    sessions: (): WalletSession[] => client.session.getAll(),
    /**
     * From now on, requests of these methods are refused as a user would refuse them (code 5000,
     * a rejection for the dapp); an empty list approves everything again.
     */
    rejectRequests(methods: readonly string[]): void {
      rejecting = new Set(methods)
    },
    /** Deletes one session, or all of them, from the wallet's side. */
    async disconnect(topic?: string): Promise<void> {
      const topics = topic ? [topic] : client.session.getAll().map((session) => session.topic)
      for (const each of topics) {
        await client.disconnect({
          topic: each,
          reason: { code: 6000, message: 'User disconnected.' },
        })
      }
    },
    async close(): Promise<void> {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
  }
}

export type DevnetWalletConnectWallet = Awaited<ReturnType<typeof createDevnetWalletConnectWallet>>
