import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../src/controllers/account.js'
import { createChain } from '../../../src/controllers/chain.js'
import { devnetNetwork, oneWalletConnections } from '../wiring/one-wallet-connections.js'
import { syncAccountWithConnections } from '../../../src/wiring/session/account-sync.js'
import { createEmitter } from '../../../src/core/emitter.js'
import type { ConnectorEvent } from '../../../src/connectors/wallet-connector.js'

const mainnet = devnetNetwork(1, 'Ethereum')
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const views: string[] = []
  const chain = createChain({ allowUnsupportedChain: () => false })
  chain.onUnsupportedNetwork(() => views.push('UnsupportedChain'))
  chain.initialize([mainnet], mainnet)
  const events = createEmitter<ConnectorEvent>()
  const connections = oneWalletConnections(mainnet, events)
  await connections.connect('eip155', { method: 'external', connectorId: 'wallet' })
  syncAccountWithConnections({
    connections,
    account: createAccount(),
    chain,
    balances: { fetchTokenBalances: () => Promise.resolve([]) },
  })
  return { connections, events, views }
}

describe("the connections follow what their connectors' wallets say", () => {
  it('takes the account the wallet switched to', async () => {
    const { connections, events } = await connected()
    events.emit({
      type: 'accountsChanged',
      connectorId: 'wallet',
      namespace: 'eip155',
      accounts: [{ address: SECOND }],
    })
    expect(connections.getConnections('eip155')[0]?.accounts).toEqual([{ address: SECOND }])
  })

  it('[NAV-19] takes a chain the app does not know as an unknown network, which opens UnsupportedChain', async () => {
    const { connections, events, views } = await connected()
    expect(views).toEqual([])
    events.emit({
      type: 'chainChanged',
      connectorId: 'wallet',
      namespace: 'eip155',
      caipNetworkId: 'eip155:10',
    })
    expect(connections.getConnections('eip155')[0]?.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
    })
    expect(views).toEqual(['UnsupportedChain'])
  })

  it('ends the connection when the wallet has no account left', async () => {
    const { connections, events } = await connected()
    events.emit({
      type: 'accountsChanged',
      connectorId: 'wallet',
      namespace: 'eip155',
      accounts: [],
    })
    await expect.poll(() => connections.getConnections('eip155')).toEqual([])
  })
  it('disconnects and forgets the connection of a login signed out (the embedded connector’s event)', async () => {
    const { connections, events } = await connected()
    expect(connections.getStoredConnections('eip155')).toHaveLength(1)
    events.emit({ type: 'signedOut', connectorId: 'wallet', namespace: 'eip155' })
    await expect.poll(() => connections.getConnections('eip155')).toEqual([])
    expect(connections.getStoredConnections('eip155')).toEqual([])
  })
})
