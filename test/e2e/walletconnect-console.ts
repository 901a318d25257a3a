/**
 * Console errors a WalletConnect test accepts, each named with why it is no fault. Everything
 * else the page logs as an error fails the test: an uncaught error or unhandled rejection
 * (`uncaught: …`, browser.ts), and any error of Portico's own.
 */
export interface AcceptedLog {
  pattern: RegExp
  reason: string
}

export const ACCEPTED_WALLETCONNECT_LOGS = {
  /** ERR-16's case: the refusal is what the test asks for; the page shows it. */
  refusal: {
    pattern: /^\{context: client\} User rejected the request\.$/,
    reason:
      "the 2.21.8 sign client logs a wallet's refusal as an error, then rejects the request with it (Portico shows it)",
  },
  settledResponse: {
    pattern: /^\{context: client\}[^\n]*No matching key\. history: \d+/,
    reason:
      "the client's onRelayEventResponse met a response to a request it had already settled and removed from its history (a second copy, or a reply racing the rejection); it drops it after logging",
  },
  lateSettle: {
    pattern: /^\{context: client\} Pending session not found for topic [0-9a-f]{64}$/,
    reason:
      "the client met a second copy of a session's settlement after it had settled the pending session and removed it (the relay redelivers until acknowledged); it drops it after logging",
  },
  answerNobodyWaitsFor: {
    pattern: /^\{context: client\} Error: emitting session_request:\d+ without any listeners(\n|$)/,
    reason:
      "a wallet's answer to a request asked by a page that is gone (the tab discarded and reloaded): the client of the new page takes it from the relay, finds no promise waiting and logs it; nothing else happens",
  },
  answerBeforeListening: {
    pattern:
      /^\{time: \d+, level: 50, context: core\/pairing, message: Unsupported wc_ method\. wc_sessionPropose, code: 10001\}$/,
    reason:
      "a reloaded page's client got the wallet's answer to the pending pairing before its sign engine listened: the core's pairing controller, which serves pings only, logs it as an answer to a method it does not know; Portico hands it to the engine then (walletconnect-unheard-answer.ts)",
  },
  deleteRedelivered: {
    pattern:
      /^(\{context: client\} sendResult\(\) -> core\.crypto\.encode\(\) for topic [0-9a-f]{64} failed$|\{context: client\} Error: No matching key\. keychain: [0-9a-f]{64}(\n|$)|uncaught: Missing or invalid\. Record was recently deleted - session: [0-9a-f]{64}$)/,
    reason:
      "a second copy of the wallet's session delete (the relay redelivers a push a loaded page acknowledged too late): the client already deleted the session and its key, fails to answer the copy, and its request queue throws; the session is gone either way",
  },
  refusedHandshake: {
    pattern:
      /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/\?auth=.*' failed: Error during WebSocket handshake: Unexpected response code: 503$/,
    reason: "Chromium logs each handshake the devnet relay's `refuse` fault turns away",
  },
} as const satisfies Record<string, AcceptedLog>

/** The page's errors that matter: those no accepted log explains. */
export const errorsThatMatter = (
  errors: readonly string[],
  accepted: readonly AcceptedLog[],
): string[] => errors.filter((error) => !accepted.some(({ pattern }) => pattern.test(error)))
