import type { ListeningSignal } from './walletconnect-answer-bound.js'

/** The page's side: whether it is in view, and its lifecycle events (Page Lifecycle API). */
type PageEvents = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>

/** The relay connection's side: the core relayer's state and events. */
interface RelayConnection {
  readonly connected: boolean
  on: (event: string, listener: () => void) => unknown
  off: (event: string, listener: () => void) => unknown
}

const PAGE_EVENTS = ['visibilitychange', 'freeze', 'resume'] as const
const RELAY_EVENTS = ['relayer_connect', 'relayer_disconnect'] as const

/**
 * Whether an answer the wallet sends reaches this page now: the page in view (not hidden, not
 * frozen, as a phone leaves a tab while the visitor is in the wallet app) and the relay socket
 * open. Without a document (a worker, a server), only the socket counts.
 */
export function relayListening(
  relay: RelayConnection,
  page: PageEvents | undefined,
): ListeningSignal {
  let frozen = false
  const onFreeze = (): void => {
    frozen = true
  }
  const onResume = (): void => {
    frozen = false
  }
  return {
    listening: () => relay.connected && !frozen && page?.visibilityState !== 'hidden',
    onChange: (listener) => {
      // Before the listener, so it reads the state the event brought.
      page?.addEventListener('freeze', onFreeze)
      page?.addEventListener('resume', onResume)
      for (const event of PAGE_EVENTS) page?.addEventListener(event, listener)
      for (const event of RELAY_EVENTS) relay.on(event, listener)
      return () => {
        for (const event of PAGE_EVENTS) page?.removeEventListener(event, listener)
        for (const event of RELAY_EVENTS) relay.off(event, listener)
        page?.removeEventListener('freeze', onFreeze)
        page?.removeEventListener('resume', onResume)
      }
    },
  }
}
