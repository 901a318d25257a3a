import { useState } from 'react'
import { useCatalogueText } from './use-catalogue-text.js'
import { usePorticoModal } from './use-portico-modal.js'
import { usePorticoNetwork } from './use-portico-network.js'
import { usePortico } from './use-portico.js'
import { ErrorBoundary } from './ErrorBoundary.js'

export interface NetworkButtonProps {
  className?: string
}

const ICON_STYLE = { verticalAlign: '-3px', marginInlineEnd: '6px' } as const

/** The active network's icon and name; opens the Networks view. Should it throw, it is left out. */
export function NetworkButton(props: NetworkButtonProps) {
  const { events } = usePortico()
  return (
    <ErrorBoundary fallback={null} onError={(error) => void events.reportError(error)}>
      <NetworkButtonContent {...props} />
    </ErrorBoundary>
  )
}

function NetworkButtonContent({ className }: NetworkButtonProps) {
  const portico = usePortico()
  const { network } = usePorticoNetwork()
  const { open } = usePorticoModal()
  const [failedSrc, setFailedSrc] = useState<string | undefined>()
  const select = useCatalogueText('button.selectNetwork', 'Select network')
  const src = network && portico.networkImageUrl(network)
  return (
    <button
      type="button"
      className={className}
      data-portico="network-button"
      onClick={() => {
        open('Networks')
      }}
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
      {network?.name ?? select}
    </button>
  )
}
