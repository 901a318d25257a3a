import { randomBytes } from 'node:crypto'
import type { Sessions } from './sessions.js'

const CHANNEL_LIFETIME_MS = 10 * 60 * 1000

interface Channel {
  expiresAt: number
  /** Set when the Farcaster app approved: the session it opened. */
  token?: string
  waiters: ((token: string) => void)[]
}

export interface FarcasterLoginDeps {
  sessions: Sessions
  now?: () => number
}

/**
 * The devnet's stand-in for Sign In With Farcaster: the frame opens a channel whose URL the page
 * shows as a QR code; the devnet's approval page (the Farcaster app) approves it for a user name;
 * the frame, waiting on the channel, then holds a session.
 */
export function createFarcasterLogin(deps: FarcasterLoginDeps) {
  const now = deps.now ?? Date.now
  const channels = new Map<string, Channel>()

  const live = (id: string): Channel | undefined => {
    const channel = channels.get(id)
    if (channel !== undefined && channel.expiresAt < now()) channels.delete(id)
    return channels.get(id)
  }

  const open = (): string => {
    const id = randomBytes(16).toString('hex')
    channels.set(id, { expiresAt: now() + CHANNEL_LIFETIME_MS, waiters: [] })
    return id
  }

  const approve = (id: string, userName: string): { approved: true } | { refused: string } => {
    const channel = live(id)
    if (channel === undefined) return { refused: 'This Farcaster request has expired' }
    if (channel.token !== undefined) return { refused: 'This Farcaster request is already used' }
    const token = deps.sessions.open({ kind: 'farcaster', userName })
    channel.token = token
    for (const waiter of channel.waiters.splice(0)) waiter(token)
    return { approved: true }
  }

  /**
   * The channel's session once approved; undefined if it is not approved within `ms` (the frame
   * asks again) or the channel is unknown. A session is handed out once.
   */
  const wait = async (id: string, ms: number): Promise<string | undefined> => {
    const channel = live(id)
    if (channel === undefined) return undefined
    const token =
      channel.token ??
      (await new Promise<string | undefined>((resolve) => {
        const timer = setTimeout(() => {
          channel.waiters = channel.waiters.filter((waiter) => waiter !== settle)
          resolve(undefined)
        }, ms)
        const settle = (approved: string) => {
          clearTimeout(timer)
          resolve(approved)
        }
        channel.waiters.push(settle)
      }))
    if (token !== undefined) channels.delete(id)
    return token
  }

  return { open, approve, wait }
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>
