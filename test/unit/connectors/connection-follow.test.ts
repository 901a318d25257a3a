import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../../../src/core/caip-network.js'
import { PROVIDER_ERROR_CODES } from '../../../src/core/provider-rpc-error.js'
import { connectionFollow } from '../../../src/connectors/connection-follow.js'
import {
  DEV_ADDRESS,
  devnetNetwork,
  oneWalletConnections,
} from '../wiring/one-wallet-connections.js'

const first = devnetNetwork(31337, 'Devnet')
const second = devnetNetwork(31338, 'Devnet 2')

function setup() {
  const connections = oneWalletConnections(first)
  const switched: string[] = []
  const follow = connectionFollow(
    {
      connections,
      chain: {
        findNetwork: (id) => [first, second].find((network) => network.caipNetworkId === id),
        setActiveNetwork: (network) => {
          switched.push(`active ${network.caipNetworkId}`)
        },
      },
    },
    (network: CaipNetwork) => {
      switched.push(`wallet ${network.caipNetworkId}`)
      return Promise.resolve()
    },
  )
  return { connections, follow, switched }
}

describe('connectionFollow', () => {
  it('answers a connection’s accounts and chain while it lasts', async () => {
    const { connections, follow } = setup()
    let heard = 0
    follow.watch(() => (heard += 1))
    expect(follow.state('wallet')).toBeUndefined()
    await connections.connect('eip155', { method: 'external', connectorId: 'wallet' })
    expect(follow.state('wallet')).toEqual({ accounts: [DEV_ADDRESS], chainId: 31337 })
    expect(heard).toBeGreaterThan(0)
    await connections.disconnect('eip155', 'wallet')
    expect(follow.state('wallet')).toBeUndefined()
  })

  it('a chain switched through a provider moves the wallet first, then Portico’s network and the connection’s chain', async () => {
    const { connections, follow, switched } = setup()
    await connections.connect('eip155', { method: 'external', connectorId: 'wallet' })
    await follow.switchChain('wallet', 31338)
    expect(switched).toEqual(['wallet eip155:31338', 'active eip155:31338'])
    expect(follow.state('wallet')?.chainId).toBe(31338)

    await expect(follow.switchChain('wallet', 5)).rejects.toMatchObject({
      code: PROVIDER_ERROR_CODES.unrecognizedChain,
      message: "Chain 5 is not one of the app's networks",
    })
  })
})
