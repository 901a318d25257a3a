import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../src/controllers/account.js'
import type { TokenBalance } from '../../../src/controllers/balances.js'
import { createChain } from '../../../src/controllers/chain.js'
import { createConnections } from '../../../src/controllers/connections.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { createStorage } from '../../../src/core/storage.js'
import { syncAccountWithConnections } from '../../../src/wiring/account-sync.js'
import { withConnectionHandlers } from '../../../src/wiring/connection-handlers.js'

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const base = defineCaipNetwork({
  id: 8453,
  chainNamespace: 'eip155',
  name: 'Base',
  nativeCurrency: ETH,
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})
const mainnet = { ...base, id: 1, caipNetworkId: 'eip155:1' as const, name: 'Ethereum' }
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:8453',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '12.5' },
  iconUrl: '',
}

function setup() {
  const storage = createStorage()
  const account = createAccount()
  const chain = createChain({ allowUnsupportedChain: () => false, openView: () => undefined })
  chain.initialize([mainnet, base], mainnet)
  const fetched: string[] = []
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
        Promise.resolve({ accounts: [{ address: ADDRESS }], caipNetwork: base }),
    }),
    openView: () => undefined,
    showAlert: () => undefined,
  })
  const stop = syncAccountWithConnections({
    connections,
    account,
    chain,
    balances: {
      fetchTokenBalances: (caipAddress) => {
        fetched.push(caipAddress)
        return Promise.resolve([ether])
      },
    },
  })
  return { account, chain, connections, fetched, stop }
}

describe('syncAccountWithConnections', () => {
  it('gives the account the connection address, network and native balance, and clears it on disconnect', async () => {
    const { account, chain, connections, fetched, stop } = setup()
    await connections.connect('eip155', { method: 'external', connectorId: 'wallet' })
    const caipAddress = `eip155:8453:${ADDRESS}`
    expect(account.getAccount('eip155')).toMatchObject({
      caipAddress,
      address: ADDRESS,
      status: 'connected',
    })
    expect(chain.activeNetwork()?.caipNetworkId).toBe('eip155:8453')
    expect(fetched).toEqual([caipAddress])
    await expect.poll(() => account.getAccount('eip155').balance).toBe('12.5')
    expect(account.getAccount('eip155').balanceSymbol).toBe('ETH')

    await connections.disconnect('eip155')
    expect(account.getAccount('eip155').caipAddress).toBeUndefined()
    expect(account.getAccount('eip155').status).toBe('disconnected')
    stop()
  })
})
