import { describe, expect, it } from 'vitest'
import type { ConnectionProviderState } from '../../../src/connectors/connection-provider.js'
import { followConnectionProvider } from '../../../src/connectors/connection-provider-follow.js'
import { createProviderShelf } from '../../../src/connectors/provider-shelf.js'
import { createEmitter } from '../../../src/core/emitter.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** One connection that comes and goes; the provider made of it lands on a shelf. */
function setup() {
  let state: ConnectionProviderState | undefined
  const changes = createEmitter<undefined>()
  const shelf = createProviderShelf(() => undefined)
  const asked: string[] = []
  const stop = followConnectionProvider({
    connectorId: 'walletConnect',
    connection: {
      state: () => state,
      watch: (listener) => changes.on(listener),
      switchChain: (connectorId, chainId) => {
        asked.push(`switch ${connectorId} ${String(chainId)}`)
        return Promise.resolve()
      },
    },
    forward: (args, now) => {
      asked.push(`${args.method} on ${String(now.chainId)}`)
      return Promise.resolve('0xsigned')
    },
    provider: shelf.source('eip155'),
  })
  const set = (next: ConnectionProviderState | undefined): void => {
    state = next
    changes.emit(undefined)
  }
  return { shelf, set, asked, stop }
}

describe('followConnectionProvider', () => {
  it('makes the connection’s provider when it appears and withdraws it, announcing the end, when it goes', async () => {
    const { shelf, set, asked } = setup()
    expect(shelf.get('eip155', 'walletConnect')).toBeUndefined()

    set({ accounts: [ADDRESS], chainId: 1 })
    const provider = shelf.get('eip155', 'walletConnect')
    expect(await provider?.request({ method: 'eth_accounts' })).toEqual([ADDRESS])
    expect(await provider?.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe(
      '0xsigned',
    )
    await provider?.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })
    expect(asked).toEqual(['personal_sign on 1', 'switch walletConnect 10'])

    // Another change of the same connection keeps the same provider.
    set({ accounts: [ADDRESS], chainId: 10 })
    expect(shelf.get('eip155', 'walletConnect')).toBe(provider)

    const heard: unknown[] = []
    provider?.on?.('disconnect', (error) => heard.push(error))
    set(undefined)
    expect(shelf.get('eip155', 'walletConnect')).toBeUndefined()
    expect(heard).toHaveLength(1)
  })

  it('a stop withdraws the provider and stops following the connection', () => {
    const { shelf, set, stop } = setup()
    set({ accounts: [ADDRESS], chainId: 1 })
    stop()
    expect(shelf.get('eip155', 'walletConnect')).toBeUndefined()
    set({ accounts: [ADDRESS], chainId: 1 })
    expect(shelf.get('eip155', 'walletConnect')).toBeUndefined()
  })
})
