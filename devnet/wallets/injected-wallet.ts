import {
  createDevnetInjectedProvider,
  type DevnetInjectedProvider,
  type DevnetInjectedProviderOptions,
} from './injected-wallet-provider.js'

export { WalletRequestError } from './injected-wallet-params.js'
export type { InjectedWalletChain } from './injected-wallet-provider.js'

/**
 * The devnet test wallet as a browser extension would be: it announces itself by EIP-6963 and
 * answers EIP-1193 requests for one devnet account. Browser code: no Node imports.
 */

export const INJECTED_WALLET_EVENTS = {
  announce: 'eip6963:announceProvider',
  request: 'eip6963:requestProvider',
} as const

export interface InjectedWalletInfo {
  name: string
  rdns: string
  icon: string
}

const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#3b5bdb"/>' +
  '<path d="M9 23V9h8a5 5 0 0 1 0 10h-4v4z" fill="#fff"/></svg>'

export const DEFAULT_INJECTED_WALLET_INFO: InjectedWalletInfo = {
  name: 'Portico Devnet Wallet',
  rdns: 'dev.portico.wallet',
  icon: `data:image/svg+xml,${encodeURIComponent(ICON_SVG)}`,
}

/** The part of `window` the wallet talks through. */
export type InjectedWalletWindow = Pick<
  Window,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
>

export interface InstallDevnetInjectedWalletOptions extends DevnetInjectedProviderOptions {
  info?: InjectedWalletInfo
  window: InjectedWalletWindow
}

export interface InstalledInjectedWallet {
  provider: DevnetInjectedProvider
  info: Readonly<InjectedWalletInfo & { uuid: string }>
  /** Stops answering eip6963:requestProvider. */
  uninstall: () => void
}

/**
 * A v4 UUID. Not crypto.randomUUID: that only exists in secure contexts, and a page served over
 * plain http from a LAN IP (a phone on the playground) is not one.
 */
function newUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export function installDevnetInjectedWallet(
  options: InstallDevnetInjectedWalletOptions,
): InstalledInjectedWallet {
  const { window: target } = options
  const provider = createDevnetInjectedProvider(options)
  const info = Object.freeze({ uuid: newUuid(), ...(options.info ?? DEFAULT_INJECTED_WALLET_INFO) })
  const detail = Object.freeze({ info, provider })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent(INJECTED_WALLET_EVENTS.announce, { detail }))
  }
  target.addEventListener(INJECTED_WALLET_EVENTS.request, announce)
  announce()
  return {
    provider,
    info,
    uninstall: () => {
      target.removeEventListener(INJECTED_WALLET_EVENTS.request, announce)
    },
  }
}
