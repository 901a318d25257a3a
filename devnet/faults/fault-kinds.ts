/**
 * Every fault switch of the devnet (spec §8): one per service and kind. The descriptions feed the
 * validation messages, the playground's panel and devnet/README.md's table.
 */
export const FAULT_KINDS = {
  'blockchain-api': {
    'server-error': "500 'Internal server error' in plain text",
    unavailable: '503: the provider behind the service is unreachable',
    'rate-limited': '429 with Retry-After (requests per second exceeded)',
    'broken-reply': '200 with a body that breaks the contract',
    timeout: 'holds every request unanswered until the switch is cleared',
    'blocked-region': '401 with no body, as for a request from a blocked region',
    hostile:
      'replies the spec accepts but an attacker would send (script URLs, bidi names, NaN/negative/1e400/125-digit amounts) on balances, history, gas price and the on-ramp quote and URL',
  },
  'project-api': {
    'unknown-project': "403 'Unauthorized: invalid key' on every route",
    'origin-not-allowed':
      "403 'Unauthorized: origin not allowed' (plain text 'Forbidden - <origin> is not an allowed origin.' on the analytics routes)",
    'registry-down': '500 on the wallet registry (getWallets)',
    'analytics-down': '503 on the analytics collector (/e, /batch); nothing is stored',
    'origins-gateway': '502 from the gateway in front of the origins route',
    hostile:
      'the wallet registry lists one wallet with script/data/vbscript links and a 5,000-character name with bidi and zero-width characters',
  },
  // `path: '/eip155:8453'` takes one chain down; every EVM chain without a path.
  'chain-rpc': {
    errors: '503 with a JSON-RPC internal error (-32603) for every request',
    refused: 'every connection closed at once, as a node that is down',
    'lost-sends':
      'eth_sendRawTransaction reaches the node (the transaction is mined) but its reply is lost: 503; every other request is served',
  },
  relay: {
    'drop-sockets': 'closes every open socket (1012, as a relay restart), and each new one at once',
    refuse: 'refuses every new socket with 503 Service Unavailable',
    'lose-answers':
      "accepts a wallet's answer to a request (tag 1109) and never delivers it, as a relay that lost it; every other message passes",
  },
  'secure-site': {
    unreachable: 'closes every connection unanswered: the frame never loads',
    silent: "the frame loads, but the site's /api requests are held unanswered until cleared",
  },
} as const satisfies Record<string, Record<string, string>>

export type FaultService = keyof typeof FAULT_KINDS
// Distributes over the services, so FaultKind alone is every kind of every service.
export type FaultKind<Service extends FaultService = FaultService> = Service extends FaultService
  ? keyof (typeof FAULT_KINDS)[Service]
  : never

export const FAULT_SERVICES: readonly string[] = Object.keys(FAULT_KINDS)

export const isFaultService = (value: unknown): value is FaultService =>
  typeof value === 'string' && Object.hasOwn(FAULT_KINDS, value)

export const isFaultKind = <Service extends FaultService>(
  service: Service,
  value: unknown,
): value is FaultKind<Service> =>
  typeof value === 'string' && Object.hasOwn(FAULT_KINDS[service], value)
