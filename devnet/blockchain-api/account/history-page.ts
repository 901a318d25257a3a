import { RequestRefused } from '../request-refused.js'

export const HISTORY_PAGE_SIZE = 10

/**
 * The cursor names the last entry already read, so the next page starts right after it even
 * when newer transactions were mined in between. Clients treat it as opaque.
 */
export const encodeCursor = (key: string): string => Buffer.from(key, 'utf8').toString('base64url')

/** The page of `entries` (newest first) that follows the cursor, and the next cursor or null. */
export function historyPage<Entry>(
  entries: readonly Entry[],
  keyOf: (entry: Entry) => string,
  cursor: string | undefined,
): { page: Entry[]; next: string | null } {
  let start = 0
  if (cursor !== undefined) {
    const key = Buffer.from(cursor, 'base64url').toString('utf8')
    const index = entries.findIndex((entry) => keyOf(entry) === key)
    if (index < 0)
      throw new RequestRefused('Invalid cursor: it names no transaction of this account')
    start = index + 1
  }
  const page = entries.slice(start, start + HISTORY_PAGE_SIZE)
  const last = page.at(-1)
  const hasMore = start + HISTORY_PAGE_SIZE < entries.length
  return { page, next: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null }
}
