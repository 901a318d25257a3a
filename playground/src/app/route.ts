export type ApiName = 'blockchain-api' | 'project-api'

/** Where the page is, kept in the URL hash so a reload or a shared link opens the same view. */
export type Route =
  | { tab: 'operations'; api?: ApiName; operationId?: string }
  | { tab: 'frame'; type?: string }
  | { tab: 'devnet' }
  | { tab: 'dapp' }

const isApiName = (value: string | undefined): value is ApiName =>
  value === 'blockchain-api' || value === 'project-api'

export function parseRoute(hash: string): Route {
  const [tab, first, second] = hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent)
  if (tab === 'frame') return first ? { tab, type: first } : { tab }
  if (tab === 'devnet' || tab === 'dapp') return { tab }
  if (isApiName(first) && second) return { tab: 'operations', api: first, operationId: second }
  return { tab: 'operations' }
}

export function routeHash(route: Route): string {
  switch (route.tab) {
    case 'operations':
      return route.api && route.operationId
        ? `#operations/${route.api}/${encodeURIComponent(route.operationId)}`
        : '#operations'
    case 'frame':
      return route.type ? `#frame/${encodeURIComponent(route.type)}` : '#frame'
    case 'devnet':
      return '#devnet'
    case 'dapp':
      return '#dapp'
  }
}
