import { useState, type ReactNode } from 'react'
import { useNetworkButtonState, type NetworkButtonState } from './network-button-state.js'
import { ReportingBoundary } from './ReportingBoundary.js'

/** The props of `NetworkButton`. */
export interface NetworkButtonProps {
  /** The button's class, for the app's styles. */
  className?: string
}

/** The props of `NetworkButtonCustom`. */
export interface NetworkButtonCustomProps {
  /** Draws the app's own button from the network button's state and actions. */
  children: (state: NetworkButtonState) => ReactNode
}

const ICON_STYLE = { verticalAlign: '-3px', marginInlineEnd: '6px' } as const

/** The active network's icon and name; opens the Networks view. Should it throw, it is left out. */
export function NetworkButton(props: NetworkButtonProps) {
  return (
    <ReportingBoundary fallback={null}>
      <NetworkButtonContent {...props} />
    </ReportingBoundary>
  )
}

/**
 * The network button's render-prop form: `children` gets the button's whole state (the active
 * network, its label and icon) and its actions (open Networks, switch), and returns the app's
 * own markup. Should Portico's part throw, nothing is drawn.
 */
export function NetworkButtonCustom({ children }: NetworkButtonCustomProps) {
  return (
    <ReportingBoundary fallback={null}>
      <NetworkButtonCustomContent>{children}</NetworkButtonCustomContent>
    </ReportingBoundary>
  )
}

function NetworkButtonCustomContent({ children }: NetworkButtonCustomProps) {
  return <>{children(useNetworkButtonState())}</>
}

function NetworkButtonContent({ className }: NetworkButtonProps) {
  const state = useNetworkButtonState()
  const [failedSrc, setFailedSrc] = useState<string | undefined>()
  const src = state.imageUrl
  return (
    <button
      type="button"
      className={className}
      data-portico="network-button"
      onClick={state.openNetworkModal}
    >
      {src && src !== failedSrc ? (
        <img
          src={src}
          alt=""
          width={16}
          height={16}
          style={ICON_STYLE}
          data-portico="network-icon"
          onError={() => {
            setFailedSrc(src)
          }}
        />
      ) : (
        // The neutral mark (a globe, Lucide, ISC) for a network without an image.
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          style={ICON_STYLE}
          aria-hidden="true"
          data-portico="network-icon"
        >
          <path d="M2 12a10 10 0 1 0 20 0a10 10 0 1 0-20 0M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
        </svg>
      )}
      {state.label}
    </button>
  )
}
