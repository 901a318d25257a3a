import { usePortico } from '../../react/use-portico.js'
import { useRouterData } from '../parts/use-router-data.js'
import { WalletImage } from '../parts/WalletImage.js'
import { WalletRow } from '../parts/WalletRow.js'

/** A wallet that serves several chain families: choose which one to connect. */
export default function ConnectingMultiChainView() {
  const portico = usePortico()
  const target = useRouterData()?.connector
  const connectors = portico.connectors
    .getConnectors()
    .filter((connector) => connector.name === target?.name)
  return (
    <div className="view">
      <div className="center">
        <WalletImage src={connectors[0]?.imageUrl} name={target?.name ?? 'Wallet'} large />
        <p className="muted">Select a chain to connect {target?.name}</p>
      </div>
      {connectors.map((connector) => (
        <WalletRow
          key={connector.id}
          name={portico.chain.networkState(connector.chain).caipNetwork?.name ?? connector.chain}
          image={undefined}
          tag={connector.chain}
          onClick={() => {
            portico.chain.setActiveNamespace(connector.chain)
            portico.router.push('ConnectingExternal', {
              connector: { id: connector.id, name: connector.name },
            })
          }}
        />
      ))}
    </div>
  )
}
