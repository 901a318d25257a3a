import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../src/controllers/account.js'
import { createChain } from '../../../src/controllers/chain.js'
import { createConnections } from '../../../src/controllers/connections.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { createStorage } from '../../../src/core/storage.js'
import { withConnectionHandlers } from '../../../src/wiring/connection-handlers.js'
import { syncAccountWithConnections } from '../../../src/wiring/account-sync.js'
import { followWalletEvents } from '../../../src/wiring/wallet-events.js'

const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const FIRST = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SECOND = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

async function connected() {
  const storage = createStorage()
  const views: string[] = []
  const chain = createChain({
    allowUnsupportedChain: () => false,
    openView: (view) => views.push(view),
  })
  chain.initialize([mainnet], mainnet)
  const connections = createConnections({
    storage: {
      connections: storage.connections,
      connectedSocialProvider: storage.connectedSocialProvider,
    },
    getConnector: () => ({
      id: 'wallet',
      name: 'Wallet',
      type: 'ANNOUNCED',
      chain: 'eip155',
      chains: [],
      provider: {},
    }),
    hasAdapter: () => true,
    isMultiWalletEnabled: () => true,
    offeredSocials: () => [],
    ...withConnectionHandlers({
      connectExternal: () =>
        Promise.resolve({ accounts: [{ address: FIRST }], caipNetwork: mainnet }),
    }),
    openView: () => undefined,
    showAlert: () => undefined,
  })
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
