import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { NetworkList } from '../parts/NetworkList.js'

/**
 * Every configured network; a switch ends on SwitchNetwork's success view (headed as the switch,
 * not as the list), whose Done goes back to where the visitor came from.
 */
export default function NetworksView() {
  const portico = usePorticoInternals()
  return (
    <NetworkList
      onSwitched={() => {
        portico.router.goBack()
      }}
      onSucceeded={(network) => {
        portico.router.replace('SwitchNetwork', {
          network: { caipNetworkId: network.caipNetworkId, name: network.name },
          switched: true,
        })
      }}
    />
  )
}
