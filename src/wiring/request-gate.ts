import { createStore } from '../core/store.js'

/** Whether a deferred instance may make requests yet (`portico.requests`). */
export interface RequestGateState {
  /** False while a deferred instance waits for its first open or `initialize()`. */
  allowed: boolean
}

/**
 * `deferRequests`: until it opens, every Project API, Blockchain API and analytics fetch waits,
 * the network icons are not drawn and no remembered WalletConnect session reconnects. Without the
 * option it is open from the start and fetch is left as given.
 */
export function createRequestGate(deferred = false) {
  const store = createStore<RequestGateState>({ allowed: !deferred })
  const opened = new Promise<void>((resolve) => {
    if (!deferred) resolve()
    store.subscribe(() => {
      resolve()
    })
  })
  return {
    store,
    opened,
    allow: (): void => {
      if (!store.getState().allowed) store.setState({ allowed: true })
    },
    /** The given fetch (else the page's), holding each request until the gate opens. */
    fetch: (given?: typeof globalThis.fetch): typeof globalThis.fetch | undefined =>
      deferred
        ? (input, init) =>
            opened.then(() => (given ? given(input, init) : globalThis.fetch(input, init)))
        : given,
  }
}
