import { describe, expect, it } from 'vitest'
import type { Eip1193Provider } from '../../../src/connectors/injected.js'
import { createProviderShelf } from '../../../src/connectors/provider-shelf.js'

const providerAnswering = (answer: string): Eip1193Provider => ({
  request: () => Promise.resolve(answer),
})

describe('createProviderShelf', () => {
  it('holds each connector’s provider per namespace, telling every supply and withdrawal', () => {
    const heard: string[] = []
    const shelf = createProviderShelf((event) => {
      heard.push(`${event.type} ${event.namespace} ${event.connectorId}`)
    })
    const injected = providerAnswering('injected')
    const eip155 = shelf.source('eip155')
    eip155.supply('io.metamask', injected)
    expect(shelf.get('eip155', 'io.metamask')).toBe(injected)
    expect(shelf.get('eip155', 'other')).toBeUndefined()
    expect(shelf.get('solana', 'io.metamask')).toBeUndefined()

    eip155.withdraw('io.metamask')
    // Withdrawing what is not there is not heard.
    eip155.withdraw('io.metamask')
    expect(shelf.get('eip155', 'io.metamask')).toBeUndefined()
    expect(heard).toEqual([
      'providerChanged eip155 io.metamask',
      'providerChanged eip155 io.metamask',
    ])
  })

  it('a withdrawal returned by supply leaves a newer provider of the same connector alone', () => {
    const shelf = createProviderShelf(() => undefined)
    const eip155 = shelf.source('eip155')
    const first = providerAnswering('first')
    const second = providerAnswering('second')
    const withdrawFirst = eip155.supply('auth', first)
    const withdrawSecond = eip155.supply('auth', second)
    withdrawFirst()
    expect(shelf.get('eip155', 'auth')).toBe(second)
    withdrawSecond()
    expect(shelf.get('eip155', 'auth')).toBeUndefined()
  })
})
