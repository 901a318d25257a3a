import { usePortico } from '../../react/use-portico.js'
import { NetworkList } from '../parts/NetworkList.js'

/** NAV-19: the wallet is on a network the app does not support; pick a supported one. */
export default function UnsupportedChainView() {
  const portico = usePortico()
  return (
    <NetworkList
      intro={
        <p className="muted">
          This app doesn’t support your current network. Switch to an available option to continue.
        </p>
      }
      onSwitched={() => {
        portico.close()
      }}
    />
  )
}
