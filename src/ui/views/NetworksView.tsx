import { usePortico } from '../../react/use-portico.js'
import { NetworkList } from '../parts/NetworkList.js'

/** Every configured network; switching one goes back to where the visitor came from. */
export default function NetworksView() {
  const portico = usePortico()
  return (
    <NetworkList
      onSwitched={() => {
        portico.router.goBack()
      }}
    />
  )
}
