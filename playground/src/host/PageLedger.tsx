import { useEffect, useState } from 'react'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { HostCard } from './HostCard.js'

/** Portico's services on the devnet, by origin: what the ledger's Service column names. */
export type ServiceOrigins = Readonly<Record<string, string>>

const originOf = (url: string): string => (URL.canParse(url) ? new URL(url).origin : '')

/** The devnet's services by origin (the Project API is the analytics collector too). */
export function serviceOriginsOf(endpoints: DevnetEndpoints): ServiceOrigins {
  return {
    'Project API': originOf(endpoints.projectApi),
    'Blockchain API': originOf(endpoints.blockchainApi),
    'Secure site': originOf(endpoints.secureSite),
    ...Object.fromEntries(
      Object.entries(endpoints.chains).map(([id, rpc]) => [`Network RPC (${id})`, originOf(rpc)]),
    ),
  }
}

/** The collector's routes, on the Project API's origin on the devnet. */
const ANALYTICS_ROUTES: readonly string[] = ['/batch', '/e']

interface LedgerLine {
  key: string
  service: string
  path: string
  count: number
}

/** An address as the ledger lists it: the path, ids and addresses shown as their route's braces. */
const routeOf = (pathname: string): string =>
  pathname
    .replace(/\/0x[0-9a-fA-F]{40}(?=\/|$)/g, '/{address}')
    .replace(/\/(getWalletImage|getAssetImage)\/[^/]+/, '/$1/{id}')

/**
 * The requests this page made to Portico's services, live, as the request ledger
 * (docs/guide/privacy.md) lists them; the devnet panels' own health checks are among them.
 */
export function PageLedger({ origins }: { origins: ServiceOrigins }) {
  const [lines, setLines] = useState<LedgerLine[]>([])
  useEffect(() => {
    const counts = new Map<string, LedgerLine>()
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const url = new URL(entry.name)
        const found = Object.entries(origins).find(([, origin]) => origin === url.origin)?.[0]
        // The devnet's own admin routes are the playground's panels, not Portico.
        if (!found || url.pathname.startsWith('/devnet/')) continue
        const path = routeOf(url.pathname)
        const service = ANALYTICS_ROUTES.includes(path) ? 'Analytics' : found
        const key = `${service} ${path}`
        const line = counts.get(key) ?? { key, service, path, count: 0 }
        counts.set(key, { ...line, count: line.count + 1 })
      }
      setLines([...counts.values()])
    })
    observer.observe({ type: 'resource', buffered: true })
    return () => {
      observer.disconnect()
    }
  }, [origins])
  return (
    <HostCard id="page-ledger-title" title="This page's requests" className="page-ledger">
      <p className="muted">To Portico's services, live, as the request ledger lists them.</p>
      <ul data-page-ledger>
        {lines.map((line) => (
          <li key={line.key}>
            {line.service} <code>{line.path}</code> ×{line.count}
          </li>
        ))}
      </ul>
    </HostCard>
  )
}
