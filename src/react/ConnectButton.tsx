import type { ReactNode } from 'react'
import { useConnectButtonState, type ConnectButtonState } from './connect-button-state.js'
import { ReportingBoundary } from './ReportingBoundary.js'

/** The props of `ConnectButton`. */
export interface ConnectButtonProps {
  /** The button's class, for the app's styles. */
  className?: string
  /** The label while disconnected (by default the catalogue's, in the modal's language). */
  label?: string
}

/** The props of `ConnectButtonCustom`. */
export interface ConnectButtonCustomProps {
  /** Draws the app's own button from the connect button's state and actions. */
  children: (state: ConnectButtonState) => ReactNode
  /** The label while disconnected, instead of the catalogue's. */
  label?: string
}

/**
 * Connect; Connecting… while a wallet answers; once connected the name or short address and
 * balance. Should it throw, a plain Connect button stands in and the host's page stays.
 */
export function ConnectButton(props: ConnectButtonProps) {
  const fallback = (
    <button type="button" className={props.className} data-portico="connect-button" disabled>
      {props.label ?? 'Connect'}
    </button>
  )
  return (
    <ReportingBoundary fallback={fallback}>
      <ConnectButtonContent {...props} />
    </ReportingBoundary>
  )
}

/**
 * The connect button's render-prop form: `children` gets the button's whole state (status,
 * address, display name and balance, label) and its actions (open the modal on Connect or
 * Account), and returns the app's own markup. Should Portico's part throw, nothing is drawn.
 */
export function ConnectButtonCustom({ children, label }: ConnectButtonCustomProps) {
  return (
    <ReportingBoundary fallback={null}>
      <ConnectButtonCustomContent label={label}>{children}</ConnectButtonCustomContent>
    </ReportingBoundary>
  )
}

function ConnectButtonCustomContent({ children, label }: ConnectButtonCustomProps) {
  return <>{children(useConnectButtonState(label))}</>
}

function ConnectButtonContent({ className, label }: ConnectButtonProps) {
  const state = useConnectButtonState(label)
  return (
    <button type="button" className={className} data-portico="connect-button" onClick={state.open}>
      {state.label}
      {state.displayBalance !== undefined && (
        <span data-portico="balance"> {state.displayBalance}</span>
      )}
    </button>
  )
}
