import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../src/controllers/account.js'
import { createChain } from '../../../src/controllers/chain.js'
import { devnetNetwork, oneWalletConnections } from './one-wallet-connections.js'
import { syncAccountWithConnections } from '../../../src/wiring/account-sync.js'
import { followWalletEvents } from '../../../src/wiring/wallet-events.js'

const mainnet = devnetNetwork(1, 'Ethereum')
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const views: string[] = []
  const chain = createChain({
    allowUnsupportedChain: () => false,
    openView: (view) => views.push(view),
  })
  chain.initialize([mainnet], mainnet)
  const connections = oneWalletConnections(mainnet)
  await connections.connect('eip155', { method: 'external', connectorId: 'wallet' })
  syncAccountWithConnections({
    connections,
    account: createAccount(),
    chain,
    balances: { fetchTokenBalances: () => Promise.resolve([]) },
  })
  const follow = followWalletEvents({ connections, chain, warn: () => undefined })
  return { connections, follow, views }
}

describe('followWalletEvents', () => {
  it('takes the account the wallet switched to', async () => {
    const { connections, follow } = await connected()
    follow('wallet', { type: 'accountsChanged', accounts: [{ address: SECOND }] })
    expect(connections.getConnections('eip155')[0]?.accounts).toEqual([{ address: SECOND }])
  })

  it('[NAV-19] takes a chain the app does not know as an unknown network, which opens UnsupportedChain', async () => {
    const { connections, follow, views } = await connected()
    expect(views).toEqual([])
    follow('wallet', { type: 'chainChanged', caipNetworkId: 'eip155:10' })
    expect(connections.getConnections('eip155')[0]?.caipNetwork).toMatchObject({
      caipNetworkId: 'eip155:10',
      name: 'Unknown Network',
    })
    expect(views).toEqual(['UnsupportedChain'])
  })

  it('ends the connection when the wallet has no account left', async () => {
    const { connections, follow } = await connected()
    follow('wallet', { type: 'accountsChanged', accounts: [] })
    await expect.poll(() => connections.getConnections('eip155')).toEqual([])
  })
})
