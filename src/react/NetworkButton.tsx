import { useModal } from './use-modal.js'
import { useNetwork } from './use-network.js'

export interface NetworkButtonProps {
  className?: string
}

/** The active network's name; opens the Networks view. */
export function NetworkButton({ className }: NetworkButtonProps) {
  const { network } = useNetwork()
  const { open } = useModal()
  return (
    <button
      type="button"
      className={className}
      data-portico="network-button"
      onClick={() => {
        open('Networks')
      }}
    >
      {network?.name ?? 'Select network'}
    </button>
  )
}
