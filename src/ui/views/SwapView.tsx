import { useEffect, useState } from 'react'
import { displayBalance } from '../../controllers/balances.js'
import { swapTokenBalance } from '../../controllers/swap-api.js'
import type { Swap, SwapState } from '../../controllers/swap.js'
import { QUOTE_LIFETIME_MS } from '../../controllers/swap-quote-expiry.js'
import { useAccount } from '../../react/use-account.js'
import { useBalances } from '../../react/use-balances.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { formatUnits } from '../../utils/evm.js'
import { ErrorText } from '../parts/ErrorText.js'
import { SwapTokenSelect } from '../parts/SwapTokenSelect.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'

const swapOf = (state: SwapState) => state
const GWEI_DECIMALS = 9

/**
 * Swaps one token of the active chain for another: the quote follows the amount (after the spec's
 * 500 ms wait), an approve goes first when the router may not spend enough, balances refresh after.
 */
function SwapViewWith({ controller }: { controller: Swap }) {
  const { caipAddress } = useAccount()
  const { balances, fetch } = useBalances()
  const swap = useStore(controller.store, swapOf)
  const [hash, setHash] = useState<string | undefined>()
  useEffect(() => {
    if (!caipAddress) return
    void controller.initialize()
    void fetch(caipAddress)
  }, [caipAddress, controller, fetch])
  const quoteKey = [swap.sourceToken?.address, swap.toToken?.address, swap.sourceTokenAmount]
  useDebounced(() => void controller.fetchQuote(), quoteKey.join('|'))
  const sourceBalance = swap.sourceToken && swapTokenBalance(swap.sourceToken, balances)
  const targets = swap.tokens.filter((token) => token.address !== swap.sourceToken?.address)
  const { quote, toToken, sourceToken } = swap
  const busy = swap.loadingQuote || swap.loadingTransaction
  // A shown quote is fetched again when it expires, so the one on screen is one that holds.
  useEffect(() => {
    if (swap.quotedAt === undefined || busy) return
    const timer = setTimeout(
      () => void controller.fetchQuote(),
      Math.max(0, swap.quotedAt + QUOTE_LIFETIME_MS - Date.now()),
    )
    return () => {
      clearTimeout(timer)
    }
  }, [swap.quotedAt, busy, controller])
  return (
    <form
      className="view"
      onSubmit={(event) => {
        event.preventDefault()
        setHash(undefined)
        void controller.swap().then((sent) => {
          if (!sent) return
          setHash(sent)
          if (caipAddress) void fetch(caipAddress, { fresh: true })
        })
      }}
    >
      {swap.loadingTokens && <p className="muted">Loading tokens…</p>}
      <SwapTokenSelect
        label="From"
        field="from"
        tokens={swap.tokens}
        value={sourceToken}
        onChange={controller.setSourceToken}
      />
      <p className="muted" data-balance={sourceBalance?.quantity.numeric ?? '0'}>
        Balance: {sourceBalance ? displayBalance(sourceBalance) : '0'} {sourceToken?.symbol}
      </p>
      <label>
        Amount
        <input
          data-field="amount"
          inputMode="decimal"
          autoComplete="off"
          value={swap.sourceTokenAmount}
          onChange={(event) => {
            controller.setSourceTokenAmount(event.target.value)
          }}
        />
      </label>
      <button
        type="button"
        className="secondary"
        data-action="switch-tokens"
        disabled={!toToken}
        onClick={controller.switchTokens}
      >
        Switch tokens
      </button>
      <SwapTokenSelect
        label="To"
        field="to"
        tokens={targets}
        value={toToken}
        onChange={controller.setToToken}
      />
      <dl
        className="details"
        data-quote={quote ? quote.toAmount : ''}
        data-quoted-at={swap.quotedAt ?? ''}
        aria-live="polite"
      >
        <dt>You receive</dt>
        <dd data-field="to-amount">
          {swap.loadingQuote ? 'Quoting…' : `${swap.toTokenAmount || '0'} ${toToken?.symbol ?? ''}`}
        </dd>
        <dt>Price impact</dt>
        <dd data-field="price-impact">
          {swap.priceImpact === undefined ? '–' : `${swap.priceImpact.toFixed(2)} %`}
        </dd>
        <dt>Slippage tolerance</dt>
        <dd>{swap.slippage} %</dd>
        <dt>Gas price</dt>
        <dd data-field="gas-price">
          {swap.gasPrice === undefined
            ? '–'
            : `${formatUnits(BigInt(swap.gasPrice), GWEI_DECIMALS)} gwei`}
        </dd>
      </dl>
      <button type="submit" className="primary" data-action="swap" disabled={!quote || busy}>
        {swap.loadingTransaction
          ? 'Swapping…'
          : swap.approvalRequired
            ? `Approve ${sourceToken?.symbol ?? ''} and swap`
            : 'Swap'}
      </button>
      {hash && (
        <p className="muted" role="status" data-hash={hash}>
          Swapped
        </p>
      )}
      <ErrorText error={swap.error} />
    </form>
  )
}

export default function SwapView() {
  const portico = usePortico()
  return (
    <WithController controller={portico.swap}>
      {(controller) => <SwapViewWith controller={controller} />}
    </WithController>
  )
}
