import { describe, expect, it } from 'vitest'
import {
  injectedConnectors,
  NOT_INJECTED_MESSAGE,
} from '../../../src/connectors/injected-connector.js'
import type { ConnectorEvent } from '../../../src/connectors/wallet-connector.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import type { Connector } from '../../../src/core/connector.js'
import { createDevnetInjectedProvider } from '../../../devnet/wallets/injected-wallet-provider.js'

// Hardhat's first public dev key; no call here reaches a chain.
const DEV_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
})

const external = (connectorId: string) =>
  ({ method: 'external', connectorId, silent: false }) as const

function setup(provider: unknown) {
  const connector: Connector = {
    id: 'dev.portico.wallet',
    name: 'Portico Devnet Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    chains: [mainnet],
    provider,
  }
  const events: ConnectorEvent[] = []
  const kind = injectedConnectors({
    getConnector: (id) => (id === connector.id ? connector : undefined),
    findNetwork: (id) => (id === mainnet.caipNetworkId ? mainnet : undefined),
  })
  kind.on((event) => events.push(event))
  return { kind, events }
}

describe('injectedConnectors', () => {
  it('connects the devnet wallet through its EIP-1193 provider, which signs, and hands over its network switch', async () => {
    const provider = createDevnetInjectedProvider({
      privateKey: DEV_KEY,
      chains: [
        { chainId: 1, rpcUrl: 'http://127.0.0.1:9', name: 'Ethereum' },
        { chainId: 8453, rpcUrl: 'http://127.0.0.1:9', name: 'Base' },
      ],
    })
    const { kind, events } = setup(provider)
    const connector = kind.connectorOf('dev.portico.wallet')
    expect(connector?.getProvider('eip155')).toBeUndefined()
    const connected = await connector?.connect(external('dev.portico.wallet'))
    expect(connected).toEqual({ accounts: [{ address: DEV_ADDRESS }], caipNetwork: mainnet })
    // The connector hands out the wallet's own provider, and says so.
    expect(connector?.getProvider('eip155')).toBe(provider)
    expect(connector?.getProvider('solana')).toBeUndefined()
    expect(events.splice(0)).toEqual([
      { type: 'providerChanged', connectorId: 'dev.portico.wallet', namespace: 'eip155' },
    ])
    const signature = await connector
      ?.getProvider('eip155')
      ?.request({ method: 'personal_sign', params: ['0x68656c6c6f', DEV_ADDRESS] })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)

    // The user switches chain in the wallet itself: the instance hears of it.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    // Portico's own switch goes to the wallet through the connector.
    await connector?.switchNetwork(mainnet)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(events).toEqual([
      {
        type: 'chainChanged',
        connectorId: 'dev.portico.wallet',
        namespace: 'eip155',
        caipNetworkId: 'eip155:8453',
      },
      {
        type: 'chainChanged',
        connectorId: 'dev.portico.wallet',
        namespace: 'eip155',
        caipNetworkId: 'eip155:1',
      },
    ])

    await connector?.disconnect('eip155')
    expect(connector?.getProvider('eip155')).toBeUndefined()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    // Once disconnected, the wallet's own events are no longer followed.
    expect(events.slice(2)).toEqual([
      { type: 'providerChanged', connectorId: 'dev.portico.wallet', namespace: 'eip155' },
    ])
  })

  it('refuses a connector without an EIP-1193 provider', async () => {
    const { kind } = setup({ notAProvider: true })
    await expect(
      kind.connectorOf('dev.portico.wallet')?.connect(external('dev.portico.wallet')),
    ).rejects.toThrow(NOT_INJECTED_MESSAGE)
    await expect(kind.connectorOf('unknown')?.connect(external('unknown'))).rejects.toThrow(
      NOT_INJECTED_MESSAGE,
    )
  })
})
