import { describe, expect, it } from 'vitest'
import {
  createConnectionProvider,
  type ConnectionProviderState,
} from '../../../src/connectors/connection-provider.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

function setup() {
  let state: ConnectionProviderState | undefined = { accounts: [ALICE], chainId: 1 }
  const watchers = new Set<() => void>()
  const switches: number[] = []
  const forwarded: string[] = []
  const change = (next: ConnectionProviderState | undefined): void => {
    state = next
    for (const watcher of watchers) watcher()
  }
  const provider = createConnectionProvider({
    state: () => state,
    watch: (listener) => {
      watchers.add(listener)
      return () => watchers.delete(listener)
    },
    switchChain: (chainId) => {
      switches.push(chainId)
      change(state && { ...state, chainId })
      return Promise.resolve()
    },
    forward: (args, current) => {
      forwarded.push(`${args.method}@${String(current.chainId)}`)
      return Promise.resolve('forwarded')
    },
  })
  const heard: [string, unknown][] = []
  for (const event of ['accountsChanged', 'chainChanged', 'connect', 'disconnect']) {
    provider.on(event, (payload) => heard.push([event, payload]))
  }
  return { provider, change, switches, forwarded, heard, watchers }
}

describe('createConnectionProvider', () => {
  it('answers accounts and the chain from the connection, without the wallet', async () => {
    const { provider, forwarded } = setup()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ALICE])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ALICE])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(forwarded).toEqual([])
    expect(await provider.request({ method: 'eth_call', params: [] })).toBe('forwarded')
    expect(forwarded).toEqual(['eth_call@1'])
  })

  it('switches through Portico and announces the new chain (EIP-1193 chainChanged)', async () => {
    const { provider, switches, heard } = setup()
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(switches).toEqual([8453])
    expect(heard).toEqual([['chainChanged', '0x2105']])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    // Already there: nothing to ask.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x2105' }],
    })
    expect(switches).toEqual([8453])
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 8453 }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('announces other accounts, the end of the connection and a new one', async () => {
    const { provider, change, heard, watchers } = setup()
    change({ accounts: [BOB], chainId: 1 })
    change(undefined)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    change({ accounts: [ALICE], chainId: 10 })
    expect(heard).toEqual([
      ['accountsChanged', [BOB]],
      ['disconnect', expect.objectContaining({ code: 4900 })],
      ['accountsChanged', []],
      ['connect', { chainId: '0xa' }],
      ['accountsChanged', [ALICE]],
    ])
    provider.destroy()
    expect(watchers.size).toBe(0)
  })
})
