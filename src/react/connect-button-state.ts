import { useCallback } from 'react'
import type { ConnectionStatus } from '../core/connection-status.js'
import { truncateBalance } from '../utils/format-amount.js'
import { shortAddress } from '../utils/short-address.js'
import { useCatalogueText } from './use-catalogue-text.js'
import { usePorticoAccount } from './use-portico-account.js'
import { usePorticoModal } from './use-portico-modal.js'

/** What `ConnectButton` draws from, handed whole to `ConnectButtonCustom`'s render function. */
export interface ConnectButtonState {
  /** The active namespace's account status: 'disconnected', 'connecting', 'connected'... */
  status: ConnectionStatus
  /** Whether an account is connected (it has an address). */
  isConnected: boolean
  /** The connected address, undefined while none is. */
  address: string | undefined
  /** The account's name when it has one, else the short address; undefined while disconnected. */
  displayName: string | undefined
  /** The native balance as the button shows it ('0.0123 ETH'); undefined while unknown. */
  displayBalance: string | undefined
  /** The button's text: Connect, Connecting… or the display name (in the modal's language). */
  label: string
  /** Opens the modal on Connect when disconnected, on Account when connected. */
  open: () => void
  /** Opens the modal on Connect. */
  openConnectModal: () => void
  /** Opens the modal on Account. */
  openAccountModal: () => void
}

/**
 * The connect button's state and actions, in the modal's language.
 *
 * @param label - the text while disconnected, instead of the catalogue's
 */
export function useConnectButtonState(label?: string): ConnectButtonState {
  const account = usePorticoAccount()
  const connect = useCatalogueText('button.connect', 'Connect')
  const connecting = useCatalogueText('button.connecting', 'Connecting…')
  const { open } = usePorticoModal()
  const isConnected = account.isConnected && account.address !== undefined
  const displayName = isConnected
    ? (account.name ?? shortAddress(account.address ?? ''))
    : undefined
  const displayBalance =
    isConnected && account.balance !== undefined
      ? `${truncateBalance(account.balance)} ${account.balanceSymbol ?? ''}`.trim()
      : undefined
  return {
    status: account.status,
    isConnected,
    address: isConnected ? account.address : undefined,
    displayName,
    displayBalance,
    label: displayName ?? (account.status === 'connecting' ? connecting : (label ?? connect)),
    open: useCallback(() => {
      open()
    }, [open]),
    openConnectModal: useCallback(() => {
      open('Connect')
    }, [open]),
    openAccountModal: useCallback(() => {
      open('Account')
    }, [open]),
  }
}
