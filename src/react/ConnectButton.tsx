import { truncateBalance } from '../utils/format-amount.js'
import { shortAddress } from '../utils/short-address.js'
import { useAccount } from './use-account.js'
import { useCatalogueText } from './use-catalogue-text.js'
import { useModal } from './use-modal.js'

export interface ConnectButtonProps {
  className?: string
  /** The label while disconnected (by default the catalogue's, in the modal's language). */
  label?: string
}

/** Connect; Connecting… while a wallet answers; once connected the name or short address and balance. */
export function ConnectButton({ className, label }: ConnectButtonProps) {
  const account = useAccount()
  const connect = useCatalogueText('button.connect', 'Connect')
  const connecting = useCatalogueText('button.connecting', 'Connecting…')
  const { open } = useModal()
  const connected = account.isConnected && account.address !== undefined
  const text = connected
    ? (account.name ?? shortAddress(account.address ?? ''))
    : account.status === 'connecting'
      ? connecting
      : (label ?? connect)
  return (
    <button
      type="button"
      className={className}
      data-portico="connect-button"
      onClick={() => {
        open()
      }}
    >
      {text}
      {connected && account.balance !== undefined && (
        <span data-portico="balance">
          {' '}
          {truncateBalance(account.balance)} {account.balanceSymbol}
        </span>
      )}
    </button>
  )
}
