import { isRecord } from '../../../src/utils/is-record.js'

/** One analytics event the Project API's sink received (GET /devnet/analytics). */
export interface ReceivedAnalyticsEvent {
  source: string
  projectId: string
  receivedAt: string
  event: unknown
}

/** One message of the devnet mailbox (GET /messages). */
export interface MailboxMessage {
  id: string
  to: string
  subject: string
  text: string
  receivedAt: string
}

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-store' })
  if (!response.ok) throw new Error(`HTTP status code: ${String(response.status)}`)
  const body: unknown = await response.json()
  return body
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/** The list under `key` of a devnet reply, each item narrowed by `pick` (devnet-only shapes). */
async function readList<T>(
  url: URL,
  key: string,
  pick: (item: Record<string, unknown>) => T,
): Promise<T[]> {
  const body = await getJson(url)
  const list = isRecord(body) ? body[key] : undefined
  if (!Array.isArray(list)) throw new Error(`${url.pathname} did not answer a list of ${key}`)
  return list.filter(isRecord).map(pick)
}

export const readAnalyticsEvents = (projectApi: string): Promise<ReceivedAnalyticsEvent[]> =>
  readList(new URL('/devnet/analytics', projectApi), 'events', (item) => ({
    source: text(item.source),
    projectId: text(item.projectId),
    receivedAt: text(item.receivedAt),
    event: item.event,
  }))

export const readMailbox = (mailbox: string): Promise<MailboxMessage[]> =>
  readList(new URL('/messages', mailbox), 'messages', (item) => ({
    id: text(item.id),
    to: text(item.to),
    subject: text(item.subject),
    text: text(item.text),
    receivedAt: text(item.receivedAt),
  }))
