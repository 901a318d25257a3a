import type { RelayHub } from './relay-hub.js'

/** The sign protocol's tag on a wallet's answer to a dapp's request (wc_sessionRequest's response). */
export const SESSION_REQUEST_ANSWER_TAG = 1109

/**
 * The hub as the `lose-answers` fault makes it: while `losing()` says so, a wallet's answer to a
 * request is accepted (its publish is answered `true`, as the real relay would) and never stored
 * or delivered, as a relay that lost it. Every other message passes.
 */
export function losingAnswers(hub: RelayHub, losing: () => boolean): RelayHub {
  return {
    ...hub,
    publish: (peer, params) => {
      if (params.tag === SESSION_REQUEST_ANSWER_TAG && losing()) return
      hub.publish(peer, params)
    },
  }
}
