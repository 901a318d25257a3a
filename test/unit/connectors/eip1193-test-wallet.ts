/**
 * A small EIP-1193 wallet over a real viem local account (hardhat's first dev key): it answers
 * the requests an injected connector makes and signs for real, so tests exercise the connector
 * against a wallet rather than against a mock of the code under test.
 */
import { EventEmitter } from 'node:events'
import { hexToNumber, isHex, numberToHex, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type {
  Eip1193EventListener,
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../../../src/connectors/injected.js'

/** Hardhat's well-known first development key; it guards no funds anywhere. */
export const HARDHAT_DEV_KEY: Hex =
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export const HARDHAT_CHAIN_ID = 31337

export class ProviderRpcError extends Error {
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export interface TestWalletOptions {
  /** Chains the wallet knows; the first is the one it starts on. */
  chainIds?: number[]
  /** Refuse every account and signing request, as a user pressing Reject would. */
  rejectRequests?: boolean
  /** Methods that fail as unsupported (EIP-1193 code 4200). */
  unsupported?: string[]
}

function firstParam(params: Eip1193RequestArguments['params']): unknown {
  return Array.isArray(params) ? params[0] : undefined
}

function chainIdParam(params: Eip1193RequestArguments['params']): number {
  const param = firstParam(params)
  const chainId: unknown =
    typeof param === 'object' && param !== null ? Reflect.get(param, 'chainId') : undefined
  if (typeof chainId !== 'string' || !isHex(chainId))
    throw new ProviderRpcError(-32602, 'Bad chainId')
  return hexToNumber(chainId)
}

export function createTestWallet(options: TestWalletOptions = {}) {
  const account = privateKeyToAccount(HARDHAT_DEV_KEY)
  const knownChains = new Set(options.chainIds ?? [HARDHAT_CHAIN_ID, 1])
  const unsupported = new Set(options.unsupported ?? [])
  const events = new EventEmitter()
  const requests: string[] = []
  let chainId = [...knownChains][0] ?? HARDHAT_CHAIN_ID
  let permitted = false

  const refuseIfAsked = (): void => {
    if (options.rejectRequests) throw new ProviderRpcError(4001, 'User rejected the request.')
  }

  const answer = (method: string, params: Eip1193RequestArguments['params']): unknown => {
    if (unsupported.has(method)) throw new ProviderRpcError(4200, `Unsupported method: ${method}`)
    switch (method) {
      case 'eth_requestAccounts':
        refuseIfAsked()
        permitted = true
        return [account.address.toLowerCase()]
      case 'eth_accounts':
        return permitted ? [account.address] : []
      case 'eth_chainId':
        return numberToHex(chainId)
      case 'personal_sign': {
        refuseIfAsked()
        const message = firstParam(params)
        if (typeof message !== 'string' || !isHex(message)) {
          throw new ProviderRpcError(-32602, 'Bad message')
        }
        return account.signMessage({ message: { raw: message } })
      }
      case 'wallet_switchEthereumChain': {
        const target = chainIdParam(params)
        if (!knownChains.has(target)) throw new ProviderRpcError(4902, 'Unrecognized chain ID')
        chainId = target
        events.emit('chainChanged', numberToHex(target))
        return null
      }
      case 'wallet_addEthereumChain':
        knownChains.add(chainIdParam(params))
        return null
      case 'wallet_revokePermissions':
        permitted = false
        events.emit('accountsChanged', [])
        return null
      default:
        throw new ProviderRpcError(4200, `Unsupported method: ${method}`)
    }
  }

  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      requests.push(method)
      return await answer(method, params)
    },
    on: (event: string, listener: Eip1193EventListener) => events.on(event, listener),
    removeListener: (event: string, listener: Eip1193EventListener) => events.off(event, listener),
  }

  return {
    account,
    provider,
    /** Methods asked for, in order. */
    requests,
    /** Emits a wallet event as the extension would. */
    emit: (event: string, payload: unknown) => events.emit(event, payload),
    listenerCount: (event: string) => events.listenerCount(event),
  }
}

export type TestWallet = ReturnType<typeof createTestWallet>
