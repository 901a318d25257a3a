import { usePortico } from '../../react/use-portico.js'
import { useRouterData } from '../parts/use-router-data.js'

/**
 * The chosen network belongs to another chain family than the connected wallet: connecting a
 * wallet of that family comes next (NAV-07: Connect replaces this view).
 */
export default function SwitchActiveChainView() {
  const portico = usePortico()
  const name = useRouterData()?.network?.name ?? 'this network'
  return (
    <div className="center">
      <p className="address">Switch to {name}</p>
      <p className="muted">
        The connected wallet does not support {name}. Connect a wallet that does.
      </p>
      <button type="button" className="primary" onClick={portico.router.switchActiveChainDone}>
        Connect wallet
      </button>
    </div>
  )
}
