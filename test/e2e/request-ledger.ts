import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './e2e-devnet.js'

/** One row of the docs' request ledger: which service, and the route as `METHOD /path/{param}`. */
export interface LedgerRow {
  service: string
  method: string
  route: RegExp
  text: string
}

/** A route template as a pattern: `{param}` is one path segment, `*` anything. */
const routePattern = (path: string): RegExp =>
  new RegExp(
    `^${path
      .split(/(\{[^}]+\}|\*)/)
      .map((part) => {
        if (part === '*') return '.*'
        if (part.startsWith('{')) return '[^/]+'
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      })
      .join('')}$`,
  )

/**
 * The table under "## The request ledger" in docs/guide/privacy.md: what the test holds the
 * page's requests to, read from the page so the two cannot drift.
 */
export function readLedger(): LedgerRow[] {
  const page = readFileSync(join(repoRoot, 'docs', 'guide', 'privacy.md'), 'utf8')
  const section = page.split(/^## The request ledger$/m)[1]?.split(/^## /m)[0] ?? ''
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| ---'))
    .slice(1)
    .map((line): LedgerRow => {
      const [service = '', route = ''] = line
        .split('|')
        .map((cell) => cell.trim())
        .slice(1)
      const [method = '', path = ''] = route.replaceAll('`', '').split(' ')
      return { service, method, route: routePattern(path), text: `${service} ${method} ${path}` }
    })
  if (rows.length === 0) throw new Error('docs/guide/privacy.md has no request ledger table')
  return rows
}

export interface SeenRequest {
  method: string
  url: string
}

/** The row a request falls under, given each service's origin on this page; undefined if none. */
export function ledgerRowOf(
  rows: readonly LedgerRow[],
  origins: Readonly<Record<string, string>>,
  request: SeenRequest,
): LedgerRow | undefined {
  const url = new URL(request.url)
  return rows.find(
    (row) =>
      origins[row.service] === url.origin &&
      row.method === request.method &&
      row.route.test(url.pathname),
  )
}
