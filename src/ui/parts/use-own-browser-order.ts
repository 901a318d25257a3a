import { useEffect, useState } from 'react'
import type { WalletGroup } from '../../controllers/connectors.js'

type Order = (groups: readonly WalletGroup[]) => WalletGroup[]

/** The rules once they have arrived: every Connect after the first has them at once. */
let loaded: Order | undefined

/**
 * The order of the wallet groups in this browser (CONN-12: in a wallet's own browser, that wallet
 * first); the configured order until the user-agent rules, kept out of the first load, arrive.
 */
export function useOwnBrowserOrder(): Order | undefined {
  const [order, setOrder] = useState(() => loaded)
  useEffect(() => {
    if (loaded) return
    let live = true
    import('./own-browser-order.js').then(
      ({ ownBrowserOrder }) => {
        loaded = ownBrowserOrder
        if (live) setOrder(() => ownBrowserOrder)
      },
      // Without the rules the configured order stands; the next Connect tries again.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [])
  return order
}
