import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../../../src/connectors/injected.js'
import type { ProviderNamespace } from '../../../src/core/namespace-provider.js'
import { createProviderRegistry, providerSourceOf } from '../../../src/wiring/provider-registry.js'

const providerAnswering = (answer: string): Eip1193Provider => ({
  request: () => Promise.resolve(answer),
})

function setup() {
  const active: Partial<Record<string, string>> = {}
  const registry = createProviderRegistry({ activeConnectorId: (namespace) => active[namespace] })
  const heard: ProviderNamespace[] = []
  registry.subscribe((namespace) => {
    heard.push(namespace)
  })
  const activate = (namespace: ProviderNamespace, connectorId: string | undefined): void => {
    active[namespace] = connectorId
    registry.refresh()
  }
  return { registry, heard, activate }
}

describe('createProviderRegistry', () => {
  it('answers the provider of the namespace’s active connection only', () => {
    const { registry, heard, activate } = setup()
    const injected = providerAnswering('injected')
    const walletConnect = providerAnswering('walletConnect')
    const eip155 = providerSourceOf(registry, 'eip155')
    eip155.supply('injected', injected)
    // Supplied, but no connection is active yet: the app has nothing to use.
    expect(registry.get('eip155')).toBeUndefined()
    expect(heard).toEqual([])

    activate('eip155', 'injected')
    expect(registry.get('eip155')).toBe(injected)
    expect(registry.get('solana')).toBeUndefined()
    expect(heard).toEqual(['eip155'])

    // A second wallet connects and becomes the active one: the app follows it.
    eip155.supply('walletConnect', walletConnect)
    activate('eip155', 'walletConnect')
    expect(registry.get('eip155')).toBe(walletConnect)
    expect(heard).toEqual(['eip155', 'eip155'])

    // A refresh with nothing changed is not heard.
    registry.refresh()
    expect(heard).toEqual(['eip155', 'eip155'])

    eip155.withdraw('walletConnect')
    expect(registry.get('eip155')).toBeUndefined()
    expect(heard).toEqual(['eip155', 'eip155', 'eip155'])
  })

  it('a withdrawal returned by supply leaves a newer provider of the same connector alone', () => {
    const { registry, activate } = setup()
    activate('eip155', 'auth')
    const first = providerAnswering('first')
    const second = providerAnswering('second')
    const withdrawFirst = registry.supply('eip155', 'auth', first)
    registry.supply('eip155', 'auth', second)
    withdrawFirst()
    expect(registry.get('eip155')).toBe(second)
  })

  it('stops telling listeners once unsubscribed or destroyed', () => {
    const { registry, activate } = setup()
    const heard: ProviderNamespace[] = []
    const stop = registry.subscribe((namespace) => heard.push(namespace))
    activate('eip155', 'injected')
    registry.supply('eip155', 'injected', providerAnswering('a'))
    stop()
    registry.withdraw('eip155', 'injected')
    expect(heard).toEqual(['eip155'])
    registry.destroy()
  })
})
