import { describe, expect, it } from 'vitest'
import type { ConnectionsState } from '../../../../src/controllers/connections.js'
import { ConnectionError } from '../../../../src/core/connection-errors.js'
import { createStore } from '../../../../src/core/store.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { disconnectNamespaces } from '../../../../src/wiring/session/instance-disconnect.js'

/** Connections with an active wallet in eip155 and solana; `failing` refuses to disconnect. */
function setup(failing?: ChainNamespace) {
  const ended: string[] = []
  const store = createStore<ConnectionsState>({
    status: { eip155: 'connected', solana: 'connected' },
    connections: {},
    storedConnections: {},
    activeConnectorIds: { eip155: 'io.metamask', solana: 'app.phantom' },
    pairing: undefined,
  })
  const disconnect = (namespace: ChainNamespace): Promise<void> => {
    if (namespace === failing) {
      return Promise.reject(new ConnectionError('Failed to disconnect', new Error('locked')))
    }
    ended.push(namespace)
    return Promise.resolve()
  }
  return { ended, disconnect: disconnectNamespaces({ store, disconnect }) }
}

describe('portico.disconnect', () => {
  it('ends the given namespace’s connection only', async () => {
    const { ended, disconnect } = setup()
    await disconnect('solana')
    expect(ended).toEqual(['solana'])
  })

  it('without a namespace ends every namespace’s active connection', async () => {
    const { ended, disconnect } = setup()
    await disconnect()
    expect(ended).toEqual(['eip155', 'solana'])
  })

  it('tries every namespace, then throws the first failure', async () => {
    const { ended, disconnect } = setup('eip155')
    const error = await disconnect().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error).toMatchObject({ message: 'Failed to disconnect' })
    expect(ended).toEqual(['solana'])
  })
})
