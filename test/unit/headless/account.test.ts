import { describe, expect, it } from 'vitest'
import { createPortico } from '../../../src/instance/create-instance.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { getAccount, watchAccount, type PorticoAccount } from '../../../src/headless/account.js'
import { offlineOptions } from '../offline-options.js'

const base = defineCaipNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base (devnet)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
})

describe('getAccount and watchAccount', () => {
  it('read the active namespace’s account before any connection: disconnected on the default network', async () => {
    const portico = createPortico({ ...offlineOptions, window: undefined, document: undefined })
    const { network, ...account } = getAccount(portico)
    expect(account).toEqual({
      namespace: 'eip155',
      address: undefined,
      caipAddress: undefined,
      status: 'disconnected',
      connectorKind: undefined,
    })
    expect(network?.caipNetworkId).toBe('eip155:1')
    await portico.destroy()
  })

  it('hear each change once, with the account before it, until they stop listening', async () => {
    const networks = [...offlineOptions.networks, base] as const
    const portico = createPortico({
      ...offlineOptions,
      networks: [...networks],
      window: undefined,
      document: undefined,
    })
    const heard: [PorticoAccount, PorticoAccount][] = []
    const stop = watchAccount(portico, (account, previous) => {
      heard.push([account, previous])
    })
    await portico.switchNetwork(base)
    expect(heard.map(([now, before]) => [now.network?.name, before.network?.name])).toEqual([
      ['Base (devnet)', 'Ethereum (devnet)'],
    ])
    stop()
    const [ethereum] = offlineOptions.networks
    await portico.switchNetwork(ethereum)
    expect(heard).toHaveLength(1)
    await portico.destroy()
  })
})
