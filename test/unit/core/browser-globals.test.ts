import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserGlobals } from '../../../src/core/browser-globals.js'
import { createPortico, type CreatePorticoOptions } from '../../../src/create-portico.js'
import { FakeWindow } from '../fake-window.js'
import { offlineOptions } from '../offline-options.js'

const options: CreatePorticoOptions = { ...offlineOptions, warn: () => undefined }

/** A page where one extension wallet answers EIP-6963's request for providers. */
class PageWithWallet extends FakeWindow {
  readonly requests: string[] = []

  override dispatchEvent(event: Event): boolean {
    if (event.type === 'eip6963:requestProvider') {
      this.requests.push(event.type)
      const detail = {
        info: {
          uuid: 'a1',
          name: 'Page Wallet',
          icon: 'data:image/svg+xml,<svg/>',
          rdns: 'x.page',
        },
        provider: { request: () => Promise.resolve([]) },
      }
      queueMicrotask(() =>
        super.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
      )
    }
    return super.dispatchEvent(event)
  }
}

const pageDocument = {
  visibilityState: 'visible',
  readyState: 'complete',
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
}

const connectorNames = (portico: ReturnType<typeof createPortico>): string[] =>
  portico.connectors.store.getState().connectors.map((connector) => connector.name)

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the page globals as defaults', () => {
  it('in Node (SSR) there are none, and Portico is created and destroyed without them', async () => {
    expect('window' in globalThis).toBe(false)
    expect('document' in globalThis).toBe(false)
    expect(browserGlobals()).toEqual({})
    const portico = createPortico(options)
    await Promise.resolve()
    expect(connectorNames(portico)).not.toContain('Page Wallet')
    await portico.destroy()
  })

  it('in a browser the global window is used when none is passed: its wallets are discovered', async () => {
    const page = new PageWithWallet()
    vi.stubGlobal('window', page)
    vi.stubGlobal('document', pageDocument)
    const portico = createPortico(options)
    await vi.waitFor(() => {
      expect(connectorNames(portico)).toContain('Page Wallet')
    })
    expect(page.requests).toEqual(['eip6963:requestProvider'])
    await portico.destroy()
  })

  it('a window passed in wins over the global, and `window: undefined` turns discovery off', async () => {
    const global = new PageWithWallet()
    const passed = new PageWithWallet()
    vi.stubGlobal('window', global)
    vi.stubGlobal('document', pageDocument)
    const withPassed = createPortico({ ...options, window: passed, document: pageDocument })
    await vi.waitFor(() => {
      expect(connectorNames(withPassed)).toContain('Page Wallet')
    })
    expect(passed.requests).toHaveLength(1)
    expect(global.requests).toEqual([])
    const without = createPortico({ ...options, window: undefined })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(connectorNames(without)).not.toContain('Page Wallet')
    expect(global.requests).toEqual([])
    await Promise.all([withPassed.destroy(), without.destroy()])
  })
})
