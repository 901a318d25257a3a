import { useShowFailure } from '../parts/use-show-failure.js'
import { useVirtualizer } from '@tanstack/react-virtual'
import { useContext, useEffect, useRef, useState } from 'react'
import type { WalletListing, WalletsState } from '../../controllers/wallets.js'
import { WALLET_LIMITS } from '../../core/constants.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { WalletRow } from '../parts/WalletRow.js'
import { ChoiceBlocked } from '../parts/choice-blocked.js'
import { useI18n } from '../i18n/use-i18n.js'

const ROW_PX = 64
/** Rows drawn beyond the visible ones, so a fast scroll does not show blanks. */
const OVERSCAN = 6
const walletsOf = (state: WalletsState) => state

/**
 * The whole registry, virtualised (only the rows in view exist), a page of 40 fetched as the end
 * comes near; search goes through the wallets controller, which holds results back 300 ms.
 */
export default function AllWalletsView() {
  const portico = usePorticoInternals()
  const blocked = useContext(ChoiceBlocked)
  const showFailure = useShowFailure()
  const state = usePorticoStore(portico.wallets.store, walletsOf)
  const [query, setQuery] = useState('')
  const { t } = useI18n()
  const [loadingPage, setLoadingPage] = useState(false)
  const scroller = useRef<HTMLDivElement>(null)
  const searching = query.trim().length > 0
  const list: WalletListing[] = searching ? state.search : state.wallets

  const virtualizer = useVirtualizer({
    count: list.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
  })
  const items = virtualizer.getVirtualItems()
  const lastIndex = items.at(-1)?.index ?? 0

  useEffect(() => {
    if (searching || loadingPage || !portico.wallets.hasMorePages()) return
    if (state.page > 0 && lastIndex < list.length - WALLET_LIMITS.pageSize / 2) return
    setLoadingPage(true)
    portico.wallets
      .fetchNextPage()
      .catch(showFailure)
      .finally(() => {
        setLoadingPage(false)
      })
  }, [portico, searching, loadingPage, lastIndex, list.length, state.page])

  return (
    <div className="view">
      <label className="visually-hidden" htmlFor="portico-wallet-search">
        {t('allWallets.search')}
      </label>
      <input
        id="portico-wallet-search"
        className="search"
        type="search"
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          portico.wallets.searchWallets(event.target.value).catch(showFailure)
        }}
      />
      <p
        className="muted"
        aria-live="polite"
        data-total={searching ? undefined : state.count}
        data-found={searching && !state.searching ? list.length : undefined}
      >
        {searching && state.searching
          ? t('allWallets.searching')
          : searching
            ? t('allWallets.found', { n: list.length })
            : t('allWallets.count', { n: state.count })}
      </p>
      <div
        ref={scroller}
        className="all-wallets-list"
        data-testid="all-wallets"
        tabIndex={-1}
        style={blocked ? { overflowY: 'hidden' } : undefined}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const wallet = list[item.index]
            if (!wallet) return null
            return (
              <WalletRow
                key={wallet.id}
                index={item.index}
                name={wallet.name}
                image={portico.walletImageUrl(wallet)}
                style={{ transform: `translateY(${String(item.start)}px)`, height: ROW_PX - 8 }}
                onClick={() => {
                  portico.router.push('ConnectingWalletConnect', {
                    wallet: { id: wallet.id, name: wallet.name },
                  })
                }}
              />
            )
          })}
        </div>
      </div>
    </div>
  )
}
