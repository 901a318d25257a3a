import {
  createKeyPairFromBytes,
  createSolanaRpc,
  getAddressEncoder,
  getAddressFromPublicKey,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import { WalletRequestError } from './injected-wallet-params.js'

/**
 * The devnet Solana test wallet as a browser extension would be: it registers itself through the
 * Wallet Standard (`wallet-standard:register-wallet`, and again on every `wallet-standard:app-ready`)
 * and signs with one devnet keypair, without prompts, sending to the devnet cluster. Browser code:
 * no Node imports.
 */

/** Wallet Standard's chain ids for the Solana clusters; the devnet cluster claims to be devnet. */
export const SOLANA_WALLET_CHAINS = ['solana:devnet'] as const

export const WALLET_STANDARD_EVENTS = {
  register: 'wallet-standard:register-wallet',
  appReady: 'wallet-standard:app-ready',
} as const

/** The features a test can make the wallet refuse, as a user pressing "Reject" would. */
export const REJECTABLE_FEATURES = [
  'standard:connect',
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

export type RejectableFeature = (typeof REJECTABLE_FEATURES)[number]

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#7048e8"/>' +
  '<path d="M8 22h13l3-3H11zm0-9h13l3-3H11zm16 4.5H11l-3 3h13z" fill="#fff"/></svg>'

export const DEFAULT_SOLANA_WALLET_NAME = 'Portico Devnet Solana Wallet'
export const SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(ICON_SVG)}` as const

export interface InstallDevnetSolanaWalletOptions {
  /** 64 bytes, private seed then public key (the Solana CLI keypair form), as numbers. */
  secretKey: readonly number[]
  /** The devnet cluster's JSON-RPC URL (HTTP). */
  rpcUrl: string
  name?: string
  /** Where approval of the page is remembered across reloads (localStorage in a page). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>
}

interface WalletAccountOf {
  address: string
  publicKey: Uint8Array
  chains: readonly string[]
  features: readonly string[]
}

interface ChangeProps {
  accounts?: readonly WalletAccountOf[]
}

type ChangeListener = (properties: ChangeProps) => void

interface SignMessageInput {
  account: WalletAccountOf
  message: Uint8Array
}

interface TransactionInput {
  account: WalletAccountOf
  transaction: Uint8Array
  chain?: string
}

const rejected = (): WalletRequestError =>
  new WalletRequestError(4001, 'User rejected the request.')

/** What an app hands a wallet to register with (Wallet Standard's app-ready detail). */
interface RegisterApi {
  register: (wallet: object) => () => void
}

function isRegisterApi(value: unknown): value is RegisterApi {
  return (
    typeof value === 'object' &&
    value !== null &&
    'register' in value &&
    typeof value.register === 'function'
  )
}

/** Where the wallet remembers that the user approved the page, as an extension would. */
export const TRUSTED_KEY = 'porticoDevnetSolanaWallet:trusted'

const FEATURE_VERSION = '1.0.0'
const TRANSACTION_VERSIONS = ['legacy', 0] as const

export async function installDevnetSolanaWallet(options: InstallDevnetSolanaWalletOptions) {
  const keyPair = await createKeyPairFromBytes(Uint8Array.from(options.secretKey))
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  const rpc = createSolanaRpc(options.rpcUrl)
  const refusing = new Set<RejectableFeature>()
  const listeners = new Set<ChangeListener>()
  const account: WalletAccountOf = Object.freeze({
    address,
    publicKey: Uint8Array.from(getAddressEncoder().encode(address)),
    chains: SOLANA_WALLET_CHAINS,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  })
  const { storage } = options
  let approved = storage?.getItem(TRUSTED_KEY) === address
  const trusted = (): boolean => approved

  const emitChange = (): void => {
    for (const listener of listeners) listener({ accounts: wallet.accounts })
  }

  const refuseIf = (feature: RejectableFeature): void => {
    if (refusing.has(feature)) throw rejected()
  }

  /** The dapp may only ask for the account it was given, as a real wallet checks. */
  const assertOwnAccount = (input: { account: WalletAccountOf }): void => {
    if (!trusted()) throw new WalletRequestError(4100, 'Connect before asking to sign')
    if (input.account.address !== address) {
      throw new WalletRequestError(4100, `This wallet does not hold ${input.account.address}`)
    }
  }

  const signWire = async (bytes: Uint8Array) => {
    const transaction = getTransactionDecoder().decode(bytes)
    return partiallySignTransaction([keyPair], transaction)
  }

  const wallet = {
    version: FEATURE_VERSION,
    name: options.name ?? DEFAULT_SOLANA_WALLET_NAME,
    icon: SOLANA_WALLET_ICON,
    chains: SOLANA_WALLET_CHAINS,
    get accounts(): readonly WalletAccountOf[] {
      return trusted() ? [account] : []
    },
    features: {
      'standard:connect': {
        version: FEATURE_VERSION,
        /** A silent connect (a page restoring its session) succeeds only once approved. */
        connect: (input?: { silent?: boolean }) => {
          if (!input?.silent && !trusted()) {
            if (refusing.has('standard:connect')) return Promise.reject(rejected())
            approved = true
            storage?.setItem(TRUSTED_KEY, address)
            emitChange()
          }
          return Promise.resolve({ accounts: wallet.accounts })
        },
      },
      'standard:disconnect': {
        version: FEATURE_VERSION,
        disconnect: () => {
          if (trusted()) {
            approved = false
            storage?.removeItem(TRUSTED_KEY)
            emitChange()
          }
          return Promise.resolve()
        },
      },
      'standard:events': {
        version: FEATURE_VERSION,
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => {
            listeners.delete(listener)
          }
        },
      },
      'solana:signMessage': {
        version: FEATURE_VERSION,
        signMessage: async (...inputs: SignMessageInput[]) => {
          refuseIf('solana:signMessage')
          return Promise.all(
            inputs.map(async (input) => {
              assertOwnAccount(input)
              const signature = await signBytes(keyPair.privateKey, input.message)
              return { signedMessage: input.message, signature: Uint8Array.from(signature) }
            }),
          )
        },
      },
      'solana:signTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signTransaction: async (...inputs: TransactionInput[]) => {
          refuseIf('solana:signTransaction')
          return Promise.all(
            inputs.map(async (input) => {
              assertOwnAccount(input)
              const signed = await signWire(input.transaction)
              return { signedTransaction: Uint8Array.from(getTransactionEncoder().encode(signed)) }
            }),
          )
        },
      },
      'solana:signAndSendTransaction': {
        version: FEATURE_VERSION,
        supportedTransactionVersions: TRANSACTION_VERSIONS,
        signAndSendTransaction: async (...inputs: TransactionInput[]) => {
          refuseIf('solana:signAndSendTransaction')
          const results: { signature: Uint8Array }[] = []
          // One after the other: a later transaction may spend what an earlier one brought.
          for (const input of inputs) {
            assertOwnAccount(input)
            const signed = await signWire(input.transaction)
            const signature = await rpc
              .sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' })
              .send()
            results.push({ signature: Uint8Array.from(getBase58Encoder().encode(signature)) })
          }
          return results
        },
      },
    },
  }

  const unregisters: (() => void)[] = []
  const register = (api: RegisterApi): void => {
    unregisters.push(api.register(wallet))
  }
  // @wallet-standard/app's app-ready event is an Event subclass with a `detail` getter, not a
  // CustomEvent, so the detail is read off whatever event arrives.
  const onAppReady = (event: Event): void => {
    const api: unknown = Reflect.get(event, 'detail')
    if (isRegisterApi(api)) register(api)
  }
  options.window.addEventListener(WALLET_STANDARD_EVENTS.appReady, onAppReady)
  options.window.dispatchEvent(
    new CustomEvent(WALLET_STANDARD_EVENTS.register, { detail: register }),
  )

  return {
    wallet,
    address,
    /** From now on the feature refuses every request with 4001, as a user saying no. */
    reject: (feature: RejectableFeature): void => {
      refusing.add(feature)
    },
    /** Approves everything again. */
    approveAll: (): void => {
      refusing.clear()
    },
    /** Unregisters from every app that registered it and stops answering app-ready. */
    uninstall: (): void => {
      options.window.removeEventListener(WALLET_STANDARD_EVENTS.appReady, onAppReady)
      for (const unregister of unregisters.splice(0)) unregister()
    },
  }
}

export type InstalledSolanaWallet = Awaited<ReturnType<typeof installDevnetSolanaWallet>>
