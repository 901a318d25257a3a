/**
 * The embedded (email, social, Farcaster) Solana account as a Wallet Standard wallet: every
 * signature is made by the secure frame (solana_* RPC requests, base58 both ways, as the reference
 * frame speaks). Portico's own Solana calls and the app's wallet-standard code then use one shape
 * for every Solana wallet. Loaded through `import()` with the rest of Portico's Solana code.
 */
import { getAddressEncoder, getBase58Decoder, getBase58Encoder, address } from '@solana/kit'
import type { RpcRequestPayload, SolanaSendOptions } from '../../generated/frame-messages/types.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { createEmitter } from '../core/emitter.js'
import { walletStandardChainOf } from './solana-chains.js'
import { STANDARD_FEATURES, type StandardAccount } from './wallet-standard.js'
import { isRecord } from '../utils/is-record.js'

/** Marks the wallet as Portico's own, so Portico's Wallet Standard discovery does not list it. */
export const EMBEDDED_WALLET_FEATURE = 'portico:embedded'
export const EMBEDDED_WALLET_NAME = 'Portico Embedded Wallet'

/** A small key glyph; the Wallet Standard wants a data URI. */
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGNpcmNsZSBjeD0iOCIgY3k9IjE2IiByPSI1IiBmaWxsPSJub25lIiBzdHJva2U9IiM0NDUiIHN0cm9rZS13aWR0aD0iMiIvPjxwYXRoIGQ9Ik0xMSAxM2w5LTltLTMgM2wzIDMiIHN0cm9rZT0iIzQ0NSIgc3Ryb2tlLXdpZHRoPSIyIi8+PC9zdmc+'

export interface EmbeddedSolanaWalletDeps {
  /** The frame's APP_RPC_REQUEST. */
  rpcRequest: (payload: RpcRequestPayload) => Promise<unknown>
  /** The app's Solana networks whose cluster the Wallet Standard names. */
  networks: readonly CaipNetwork[]
  /** The embedded account's base58 address. */
  address: string
  /** The name apps list it by; Portico's embedded wallet by default. */
  name?: string
}

export const EMBEDDED_REPLY_ERROR = 'The secure frame gave an invalid Solana reply'

/** The base58 text in `field` of the frame's reply, as bytes. */
function replyBytes(reply: unknown, field: string): Uint8Array {
  const text = isRecord(reply) ? reply[field] : undefined
  if (typeof text !== 'string' || text === '') throw new Error(EMBEDDED_REPLY_ERROR)
  try {
    return Uint8Array.from(getBase58Encoder().encode(text))
  } catch {
    throw new Error(EMBEDDED_REPLY_ERROR)
  }
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)

export interface SignInput {
  account: { address: string }
  chain?: string
}

const COMMITMENTS = ['processed', 'confirmed', 'finalized'] as const

function commitmentOf(value: unknown): SolanaSendOptions['preflightCommitment'] {
  return COMMITMENTS.find((commitment) => commitment === value)
}

/** Only the send options the frame passes on (the reference's SendOptions). */
function sendOptionsOf(options: unknown): SolanaSendOptions | undefined {
  if (!isRecord(options)) return undefined
  const picked: SolanaSendOptions = {}
  const commitment = commitmentOf(options.preflightCommitment)
  if (commitment !== undefined) picked.preflightCommitment = commitment
  if (typeof options.minContextSlot === 'number') picked.minContextSlot = options.minContextSlot
  if (typeof options.skipPreflight === 'boolean') picked.skipPreflight = options.skipPreflight
  if (typeof options.maxRetries === 'number') picked.maxRetries = options.maxRetries
  return picked
}

export function createEmbeddedSolanaWallet(deps: EmbeddedSolanaWalletDeps) {
  const chainOf = new Map<string, CaipNetwork>()
  for (const network of deps.networks) {
    try {
      chainOf.set(walletStandardChainOf(network.caipNetworkId), network)
    } catch {
      // A cluster the Wallet Standard has no name for cannot be asked for by wallet-standard code.
      continue
    }
  }
  const chains = [...chainOf.keys()]
  const features = [
    STANDARD_FEATURES.signMessage,
    STANDARD_FEATURES.signTransaction,
    STANDARD_FEATURES.signAndSendTransaction,
  ]
  const account: StandardAccount = {
    address: deps.address,
    publicKey: Uint8Array.from(getAddressEncoder().encode(address(deps.address))),
    chains,
    features,
  }
  let accounts: StandardAccount[] = [account]
  const changes = createEmitter<{ accounts: StandardAccount[] }>()

  const checkAccount = (input: SignInput): void => {
    if (input.account.address !== deps.address) {
      throw new Error(`${EMBEDDED_WALLET_NAME} has no account ${input.account.address}`)
    }
  }

  /** The configured network of the Wallet Standard chain, or the first one when none is named. */
  const networkOf = (chain: string | undefined): CaipNetwork => {
    const network = chain === undefined ? deps.networks[0] : chainOf.get(chain)
    if (!network) throw new Error(`${EMBEDDED_WALLET_NAME} does not serve ${chain ?? 'Solana'}`)
    return network
  }

  /** Where a request goes: the network of the Wallet Standard chain, and its RPC for the frame. */
  const target = (chain: string | undefined) => {
    const network = networkOf(chain)
    const rpcUrl = network.rpcUrls.default.http[0]
    return {
      chainId: network.caipNetworkId,
      chainNamespace: 'solana' as const,
      ...(rpcUrl === undefined ? {} : { rpcUrl }),
    }
  }

  const signMessage = async (...inputs: readonly (SignInput & { message: Uint8Array })[]) => {
    const outputs = []
    for (const input of inputs) {
      checkAccount(input)
      const reply = await deps.rpcRequest({
        method: 'solana_signMessage',
        params: { message: base58(input.message), pubkey: deps.address },
        ...target(input.chain),
      })
      outputs.push({ signedMessage: input.message, signature: replyBytes(reply, 'signature') })
    }
    return outputs
  }

  const signTransaction = async (
    ...inputs: readonly (SignInput & { transaction: Uint8Array })[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      checkAccount(input)
      const reply = await deps.rpcRequest({
        method: 'solana_signTransaction',
        params: { transaction: base58(input.transaction) },
        ...target(input.chain),
      })
      outputs.push({ signedTransaction: replyBytes(reply, 'transaction') })
    }
    return outputs
  }

  const signAndSendTransaction = async (
    ...inputs: readonly (SignInput & {
      transaction: Uint8Array
      chain: string
      options?: unknown
    })[]
  ) => {
    const outputs = []
    for (const input of inputs) {
      checkAccount(input)
      const options = sendOptionsOf(input.options)
      const reply = await deps.rpcRequest({
        method: 'solana_signAndSendTransaction',
        params: { transaction: base58(input.transaction), ...(options && { options }) },
        ...target(input.chain),
      })
      outputs.push({ signature: replyBytes(reply, 'signature') })
    }
    return outputs
  }

  const wallet = {
    version: '1.0.0' as const,
    name: deps.name ?? EMBEDDED_WALLET_NAME,
    icon: ICON,
    chains,
    get accounts(): readonly StandardAccount[] {
      return accounts
    },
    features: {
      [STANDARD_FEATURES.connect]: {
        version: '1.0.0',
        // The login already connected the account: nothing to ask.
        connect: () => Promise.resolve({ accounts }),
      },
      [STANDARD_FEATURES.disconnect]: {
        version: '1.0.0',
        disconnect: () => Promise.resolve(),
      },
      [STANDARD_FEATURES.events]: {
        version: '1.0.0',
        on: (event: string, listener: (change: { accounts: StandardAccount[] }) => void) =>
          event === 'change' ? changes.on(listener) : () => undefined,
      },
      [STANDARD_FEATURES.signMessage]: { version: '1.0.0', signMessage },
      [STANDARD_FEATURES.signTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction,
      },
      [STANDARD_FEATURES.signAndSendTransaction]: {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction,
      },
      [EMBEDDED_WALLET_FEATURE]: { version: '1.0.0' },
    },
  }

  /** The login ended: the wallet has no account any more, and says so to its listeners. */
  const end = (): void => {
    accounts = []
    changes.emit({ accounts })
  }

  return { wallet, end }
}
