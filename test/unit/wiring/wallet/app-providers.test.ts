import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../../../../src/connectors/injected.js'
import { createProviderShelf } from '../../../../src/connectors/provider-shelf.js'
import { createEmitter } from '../../../../src/core/emitter.js'
import type { ProviderNamespace } from '../../../../src/core/namespace-provider.js'
import { appProviders } from '../../../../src/wiring/wallet/app-providers.js'

const providerAnswering = (answer: string): Eip1193Provider => ({
  request: () => Promise.resolve(answer),
})

/** Two connectors' providers on one shelf; `activate` makes one the namespace's active one. */
function setup() {
  const changes = createEmitter<undefined>()
  const shelf = createProviderShelf(() => {
    changes.emit(undefined)
  })
  const active: Partial<Record<ProviderNamespace, string>> = {}
  const providers = appProviders({
    activeConnector: (namespace) => {
      const connectorId = active[namespace]
      return connectorId === undefined
        ? undefined
        : { getProvider: (asked) => shelf.get(asked, connectorId) }
    },
    watch: (listener) => changes.on(listener),
    approve: (run) => run(),
  })
  const heard: ProviderNamespace[] = []
  providers.subscribe((namespace) => heard.push(namespace))
  const activate = (namespace: ProviderNamespace, connectorId: string | undefined): void => {
    active[namespace] = connectorId
    changes.emit(undefined)
  }
  return { providers, shelf, heard, activate }
}

describe('appProviders (portico.getProvider)', () => {
  it('answers the provider of the namespace’s active connection only, asked of its connector', () => {
    const { providers, shelf, heard, activate } = setup()
    const injected = providerAnswering('injected')
    const walletConnect = providerAnswering('walletConnect')
    const eip155 = shelf.source('eip155')
    eip155.supply('injected', injected)
    // Held by its connector, but no connection is active yet: the app has nothing to use.
    expect(providers.get('eip155')).toBeUndefined()
    expect(heard).toEqual([])

    activate('eip155', 'injected')
    expect(providers.get('eip155')).toBe(injected)
    expect(providers.get('solana')).toBeUndefined()
    expect(heard).toEqual(['eip155'])

    // A second wallet connects and becomes the active one: the app follows it.
    eip155.supply('walletConnect', walletConnect)
    activate('eip155', 'walletConnect')
    expect(providers.get('eip155')).toBe(walletConnect)
    expect(heard).toEqual(['eip155', 'eip155'])

    // A change that changes no answer is not heard.
    activate('solana', undefined)
    expect(heard).toEqual(['eip155', 'eip155'])

    eip155.withdraw('walletConnect')
    expect(providers.get('eip155')).toBeUndefined()
    expect(heard).toEqual(['eip155', 'eip155', 'eip155'])
  })

  it('stops telling listeners once unsubscribed or stopped', () => {
    const { providers, shelf, activate } = setup()
    const heard: ProviderNamespace[] = []
    const unsubscribe = providers.subscribe((namespace) => heard.push(namespace))
    activate('eip155', 'injected')
    shelf.source('eip155').supply('injected', providerAnswering('a'))
    unsubscribe()
    shelf.source('eip155').withdraw('injected')
    expect(heard).toEqual(['eip155'])

    const afterStop: ProviderNamespace[] = []
    providers.subscribe((namespace) => afterStop.push(namespace))
    providers.stop()
    shelf.source('eip155').supply('injected', providerAnswering('b'))
    expect(afterStop).toEqual([])
  })
})
