import type { components } from '../../../generated/blockchain-api/types.js'
import type { IconUrls } from '../icons.js'

/** The exchanges the devnet offers; both pay through the devnet on-ramp page. */
const EXCHANGES = [
  { id: 'coinbase', name: 'Coinbase (devnet)' },
  { id: 'binance', name: 'Binance (devnet)' },
] as const

export const EXCHANGES_PAGE_SIZE = 10

export const isDevnetExchange = (id: string): boolean =>
  EXCHANGES.some((exchange) => exchange.id === id)

export function exchangesPage(
  params: components['schemas']['GetExchangesParams'],
  icons: IconUrls,
): components['schemas']['GetExchangesResult'] {
  const { includeOnly, exclude = [] } = params
  const listed = EXCHANGES.filter(
    ({ id }) => (includeOnly === undefined || includeOnly.includes(id)) && !exclude.includes(id),
  )
  const start = (params.page - 1) * EXCHANGES_PAGE_SIZE
  return {
    exchanges: listed
      .slice(start, start + EXCHANGES_PAGE_SIZE)
      .map(({ id, name }) => ({ id, name, imageUrl: icons.exchange(id) })),
    total: listed.length,
  }
}
