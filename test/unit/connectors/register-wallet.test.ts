import { describe, expect, it } from 'vitest'
import { registerWallet } from '../../../src/connectors/register-wallet.js'

/** An app registry as `@wallet-standard/app` runs it, on a bare EventTarget as the window. */
function appRegistry(target: EventTarget) {
  const wallets = new Set<unknown>()
  const api = {
    register: (...added: unknown[]) => {
      for (const wallet of added) wallets.add(wallet)
      return () => {
        for (const wallet of added) wallets.delete(wallet)
      }
    },
  }
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback: unknown = 'detail' in event ? event.detail : undefined
    if (typeof callback === 'function') Reflect.apply(callback, undefined, [api])
  })
  // The app announces itself with an Event whose detail is a getter, as the real AppReadyEvent.
  const ready = Object.defineProperty(new Event('wallet-standard:app-ready'), 'detail', {
    get: () => api,
  })
  return { wallets, announce: () => target.dispatchEvent(ready) }
}

describe('registerWallet', () => {
  it('reaches registries listening already and those announced later; unregistering leaves both', () => {
    const target = new EventTarget()
    const early = appRegistry(target)
    const wallet = { name: 'Embedded' }
    const unregister = registerWallet(target, wallet)
    expect([...early.wallets]).toEqual([wallet])
    const late = appRegistry(new EventTarget())
    // A registry that starts after the wallet announces itself on the same window.
    const lateOnTarget = { ...late }
    target.dispatchEvent(
      Object.defineProperty(new Event('wallet-standard:app-ready'), 'detail', {
        get: () => ({
          register: (...added: unknown[]) => {
            for (const each of added) lateOnTarget.wallets.add(each)
            return () => {
              for (const each of added) lateOnTarget.wallets.delete(each)
            }
          },
        }),
      }),
    )
    expect([...lateOnTarget.wallets]).toEqual([wallet])
    unregister()
    expect(early.wallets.size).toBe(0)
    expect(lateOnTarget.wallets.size).toBe(0)
    early.announce()
    expect(early.wallets.size).toBe(0)
  })
})
