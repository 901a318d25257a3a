import { describe, expect, it } from 'vitest'
import { createAccount } from '../../../../src/controllers/account.js'
import { createChain } from '../../../../src/controllers/chain.js'
import { syncAccountWithConnections } from '../../../../src/wiring/session/account-sync.js'
import { DEV_ADDRESS, devnetNetwork, oneWalletConnections } from '../one-wallet-connections.js'

const base = devnetNetwork(8453, 'Base')
const mainnet = devnetNetwork(1, 'Ethereum')
const ADDRESS = DEV_ADDRESS

function setup() {
  const account = createAccount()
  const chain = createChain({ allowUnsupportedChain: () => false })
  chain.initialize([mainnet, base], mainnet)
  const fetched: string[] = []
  const connections = oneWalletConnections(base)
  const stop = syncAccountWithConnections({
    connections,
    account,
    chain,
    balances: {
      fetchTokenBalances: (caipAddress) => {
        fetched.push(caipAddress)
        return Promise.resolve([])
      },
    },
  })
  return { account, chain, connections, fetched, stop }
}

describe('syncAccountWithConnections', () => {
  it('gives the account the connection address and network, fetches its balances, and clears it on disconnect', async () => {
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

    await connections.disconnect('eip155')
    expect(account.getAccount('eip155').caipAddress).toBeUndefined()
    expect(account.getAccount('eip155').status).toBe('disconnected')
    stop()
  })
})

describe('the account status while no address is there yet', () => {
  it('is connecting while a restore is held back (deferRequests), and disconnected when it fails', async () => {
    const { account, connections, stop } = setup()
    connections.markRestoring('eip155')
    expect(account.getAccount('eip155')).toMatchObject({ status: 'connecting' })
    expect(account.getAccount('eip155').caipAddress).toBeUndefined()
    await expect(
      connections.connect('eip155', { method: 'external', connectorId: 'absent' }),
    ).rejects.toThrow()
    expect(account.getAccount('eip155').status).toBe('disconnected')
    stop()
  })
})
