import { truncateBalance } from '../utils/format-amount.js'
import { shortAddress } from '../utils/short-address.js'
import { usePorticoAccount } from './use-portico-account.js'
import { useCatalogueText } from './use-catalogue-text.js'
import { usePorticoModal } from './use-portico-modal.js'
import { usePortico } from './use-portico.js'
import { ErrorBoundary } from './ErrorBoundary.js'

export interface ConnectButtonProps {
  className?: string
  /** The label while disconnected (by default the catalogue's, in the modal's language). */
  label?: string
}

/**
 * Connect; Connecting… while a wallet answers; once connected the name or short address and
 * balance. Should it throw, a plain Connect button stands in and the host's page stays.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const { events } = usePortico()
  const fallback = (
    <button type="button" className={props.className} data-portico="connect-button" disabled>
      {props.label ?? 'Connect'}
    </button>
  )
  return (
    <ErrorBoundary fallback={fallback} onError={(error) => void events.reportError(error)}>
      <ConnectButtonContent {...props} />
    </ErrorBoundary>
  )
}

function ConnectButtonContent({ className, label }: ConnectButtonProps) {
  const account = usePorticoAccount()
  const connect = useCatalogueText('button.connect', 'Connect')
  const connecting = useCatalogueText('button.connecting', 'Connecting…')
  const { open } = usePorticoModal()
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
