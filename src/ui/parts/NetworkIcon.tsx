import { useState } from 'react'
import type { CaipNetwork } from '../../core/caip-network.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { Icon } from '../icons/Icon.js'
import { NETWORK_ICON } from '../icons/icon-paths.js'

/** A network's icon at the size of an action icon: its image, the neutral mark without one. */
export function NetworkIcon({ network }: { network: Pick<CaipNetwork, 'assets'> | undefined }) {
  const portico = usePorticoInternals()
  const [failed, setFailed] = useState(false)
  const src = network && portico.networkImageUrl(network)
  if (!src || failed) return <Icon path={NETWORK_ICON} />
  return (
    <img
      className="icon"
      src={src}
      alt=""
      onError={() => {
        setFailed(true)
      }}
    />
  )
}
