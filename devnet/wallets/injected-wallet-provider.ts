import { isAddress, isAddressEqual, isHex, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  WalletRequestError,
  invalidParams,
  paramAt,
  readSwitchChainId,
  readTransaction,
  readTypedData,
} from './injected-wallet-params.js'
import { connectCallsChain, type BatchChain } from './calls-chain.js'
import { createWalletAssets } from './wallet-assets.js'
import { createWalletCalls } from './wallet-calls.js'

/**
 * The EIP-1193 provider of the devnet injected wallet: one local key, signing without prompts,
 * transactions sent to the devnet chain it is switched to. Browser code: no Node imports.
 */

/** A devnet chain the wallet is on. */
export interface InjectedWalletChain extends BatchChain {
  /**
   * The ERC-20s the wallet lists in wallet_getAssets (ERC-7811) besides the native coin. Given
   * (even empty), the wallet reports assetDiscovery on this chain; absent, it does not.
   */
  assetTokens?: readonly Address[]
}

export interface DevnetInjectedProviderOptions {
  privateKey: Hex
  /** The first chain is the one the wallet starts on. */
  chains: readonly InjectedWalletChain[]
  /** Where approval of the page is remembered across reloads (localStorage in a page). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /**
   * false: a wallet without EIP-5792, answering its four methods with 4200 as most wallets do
   * (for tests of a dapp's fallback). On by default.
   */
  eip5792?: boolean
}

/** The key under which the wallet remembers the page it shares its account with. */
export const INJECTED_TRUSTED_KEY = 'porticoDevnetWallet:trusted'

export interface InjectedWalletRequest {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

export type InjectedWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'
export type InjectedWalletListener = (payload: unknown) => void

const CALLS_METHODS = [
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
] as const

/** Methods that need the page to have asked for the account first, as a real wallet would. */
const AUTHORIZED_METHODS = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  ...CALLS_METHODS,
  'wallet_getAssets',
])

export function createDevnetInjectedProvider(options: DevnetInjectedProviderOptions) {
  const account = privateKeyToAccount(options.privateKey)
  const chains = new Map(
    options.chains.map((chain) => [
      chain.chainId,
      { ...connectCallsChain(chain, account), assetTokens: chain.assetTokens },
    ]),
  )
  const [firstChain] = options.chains
  const startChain = firstChain === undefined ? undefined : chains.get(firstChain.chainId)
  if (startChain === undefined) throw new Error('The devnet injected wallet needs a chain')
  let current = startChain
  const { storage } = options
  // A page the user approved stays approved across reloads and in its other tabs, as in an
  // extension: where there is storage, the approval is read from it each time.
  let approved = storage?.getItem(INJECTED_TRUSTED_KEY) === account.address
  const isAuthorized = (): boolean =>
    storage ? storage.getItem(INJECTED_TRUSTED_KEY) === account.address : approved
  const authorize = (on: boolean): void => {
    approved = on
    if (on) storage?.setItem(INJECTED_TRUSTED_KEY, account.address)
    else storage?.removeItem(INJECTED_TRUSTED_KEY)
  }
  const listeners = new Map<string, Set<InjectedWalletListener>>()
  // Methods a test has the user refuse, as pressing "Reject" would, until approveAll().
  const refused = new Set<string>()
  // Every method asked, in order, so a test can tell what a dapp asked of the wallet.
  const asked: string[] = []
  const assets = createWalletAssets({
    address: account.address,
    chains: new Map([...chains].map(([id, chain]) => [id, { ...chain, client: chain.wallet }])),
  })
  const calls =
    options.eip5792 === false
      ? null
      : createWalletCalls({ address: account.address, chains, storage, assets })

  const emit = (event: InjectedWalletEvent, payload: unknown): void => {
    for (const listener of listeners.get(event) ?? []) listener(payload)
  }

  const assertOwnAddress = (value: unknown): void => {
    if (typeof value === 'string' && isAddress(value) && !isAddressEqual(value, account.address)) {
      throw new WalletRequestError(4100, `This wallet does not hold ${value}`)
    }
  }

  function switchChain(params: unknown): null {
    const id = readSwitchChainId(params)
    const target = chains.get(id)
    if (target === undefined) {
      throw new WalletRequestError(4902, `Unrecognized chain ${toHex(id)}; add it first`)
    }
    if (target !== current) {
      current = target
      emit('chainChanged', toHex(id))
    }
    return null
  }

  async function answer(method: string, params: unknown): Promise<unknown> {
    if (refused.has(method)) throw new WalletRequestError(4001, 'User rejected the request.')
    if (calls === null && CALLS_METHODS.some((name) => name === method)) {
      throw new WalletRequestError(4200, `The devnet wallet does not support ${method}`)
    }
    if (AUTHORIZED_METHODS.has(method) && !isAuthorized()) {
      throw new WalletRequestError(4100, 'Call eth_requestAccounts before asking to sign')
    }
    switch (method) {
      case 'eth_requestAccounts':
        if (!isAuthorized()) {
          authorize(true)
          emit('connect', { chainId: toHex(current.id) })
          emit('accountsChanged', [account.address])
        }
        return [account.address]
      case 'eth_accounts':
        return isAuthorized() ? [account.address] : []
      case 'eth_chainId':
        return toHex(current.id)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_revokePermissions':
        if (isAuthorized()) {
          authorize(false)
          emit('accountsChanged', [])
        }
        return null
      case 'personal_sign': {
        const message = paramAt(params, 0)
        if (typeof message !== 'string') throw invalidParams('the message must be a string')
        assertOwnAddress(paramAt(params, 1))
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4':
        assertOwnAddress(paramAt(params, 0))
        return account.signTypedData(readTypedData(paramAt(params, 1)))
      case 'eth_sendTransaction': {
        const { from, ...transaction } = readTransaction(paramAt(params, 0))
        assertOwnAddress(from)
        return current.wallet.sendTransaction(transaction)
      }
      case 'wallet_getCapabilities':
        return calls?.getCapabilities(params)
      case 'wallet_sendCalls':
        return calls?.sendCalls(params)
      case 'wallet_getCallsStatus':
        return calls?.getCallsStatus(params)
      case 'wallet_showCallsStatus':
        return calls?.showCallsStatus(params)
      case 'wallet_getAssets':
        return assets.getAssets(params)
      default:
        if (method.startsWith('eth_')) return current.rpc.request({ method, params })
        throw new WalletRequestError(4200, `The devnet wallet does not support ${method}`)
    }
  }

  return {
    /** Marks the provider for pages that sniff `window.ethereum`. */
    isPorticoDevnetWallet: true,
    request: ({ method, params }: InjectedWalletRequest): Promise<unknown> => {
      asked.push(method)
      return answer(method, params)
    },
    /** The methods asked so far, in order. */
    asked: (): readonly string[] => [...asked],
    /** The user refuses `method` (4001) from now on, until approveAll(). */
    reject(method: string): void {
      refused.add(method)
    },
    approveAll(): void {
      refused.clear()
    },
    on(event: string, listener: InjectedWalletListener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return this
    },
    removeListener(event: string, listener: InjectedWalletListener) {
      listeners.get(event)?.delete(listener)
      return this
    },
  }
}

export type DevnetInjectedProvider = ReturnType<typeof createDevnetInjectedProvider>
