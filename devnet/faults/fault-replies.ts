import type { ForcedReply } from '../refusals/forced-reply.js'
import type { FaultBoard } from './fault-board.js'
import type { FaultKind } from './fault-kinds.js'
import { hostileBlockchainReply, hostileProjectReply } from './hostile-replies.js'

/** Seconds a rate-limited reply asks the caller to wait. */
export const RETRY_AFTER_SECONDS = 2

const failed = (field: string, description: string) => ({
  status: 'FAILED',
  reasons: [{ field, description }],
})

const ANALYTICS_PATHS = ['/e', '/batch']

/** What the Blockchain API answers while a switch is on: its own shape for each status. */
const BLOCKCHAIN_REPLIES: Record<
  Exclude<FaultKind<'blockchain-api'>, 'timeout' | 'hostile'>,
  ForcedReply
> = {
  'server-error': { status: 500, text: 'Internal server error' },
  unavailable: {
    status: 503,
    body: failed('transport', 'We failed to reach the provider for your request'),
  },
  'rate-limited': {
    status: 429,
    headers: {
      'retry-after': String(RETRY_AFTER_SECONDS),
      'access-control-expose-headers': 'retry-after',
    },
    body: failed('rate_limited', 'Requests per second limit exceeded: devnet fault'),
  },
  // A JSON string where every operation's success is an object or a list.
  'broken-reply': { status: 200, body: 'a reply that breaks the contract' },
  'blocked-region': { status: 401, empty: true },
}

const BLOCKCHAIN_ORDER = Object.keys(BLOCKCHAIN_REPLIES).filter(
  (kind): kind is keyof typeof BLOCKCHAIN_REPLIES => kind in BLOCKCHAIN_REPLIES,
)

/** The Blockchain API's reply for the first switch that is on for this path, if any. */
export function blockchainFaultReply(board: FaultBoard, pathname: string): ForcedReply | undefined {
  const kind = BLOCKCHAIN_ORDER.find((one) => board.active('blockchain-api', one, pathname))
  if (kind) return BLOCKCHAIN_REPLIES[kind]
  return board.active('blockchain-api', 'hostile', pathname)
    ? hostileBlockchainReply(pathname)
    : undefined
}

/** The Project API's reply for the first switch that is on for this request, if any. */
export function projectFaultReply(
  board: FaultBoard,
  pathname: string,
  origin: string | undefined,
): ForcedReply | undefined {
  const on = (kind: FaultKind<'project-api'>) => board.active('project-api', kind, pathname)
  const analytics = ANALYTICS_PATHS.includes(pathname)
  if (on('unknown-project')) return { status: 403, body: { message: 'Unauthorized: invalid key' } }
  if (on('origin-not-allowed'))
    return analytics
      ? { status: 403, text: `Forbidden - ${origin ?? 'null'} is not an allowed origin.` }
      : { status: 403, body: { message: 'Unauthorized: origin not allowed' } }
  if (analytics && on('analytics-down')) return { status: 503, text: 'Service Unavailable' }
  if (pathname === '/getWallets' && on('registry-down'))
    return { status: 500, body: { message: 'The wallet registry is down (devnet fault)' } }
  if (pathname === '/projects/v1/origins' && on('origins-gateway'))
    return { status: 502, text: 'Bad Gateway' }
  return on('hostile') ? hostileProjectReply(pathname) : undefined
}
