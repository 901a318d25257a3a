import { useEffect, useState } from 'react'
import { displayBalance } from '../../controllers/balances.js'
import { swapTokenBalance } from '../../controllers/swap-api.js'
import type { Swap, SwapState } from '../../controllers/swap.js'
import { QUOTE_LIFETIME_MS } from '../../controllers/swap-quote-expiry.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoBalances } from '../../react/use-portico-balances.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { formatUnits } from '../../utils/evm.js'
import { usePorticoNetwork } from '../../react/use-portico-network.js'
import { ErrorText } from '../parts/ErrorText.js'
import { messageParts } from '../i18n/message-parts.js'
import { Icon } from '../icons/Icon.js'
import { SWAP_ICON } from '../icons/icon-paths.js'
import { Amount } from '../parts/Amount.js'
import { OutcomePanel } from '../parts/OutcomePanel.js'
import { useTransactionOutcome } from '../parts/use-transaction-outcome.js'
import { SwapTokenSelect } from '../parts/SwapTokenSelect.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'
import { useI18n } from '../i18n/use-i18n.js'
import { localDigits } from '../../i18n/local-digits.js'

const swapOf = (state: SwapState) => state

interface SwapSummary {
  from: string
  fromSymbol: string
  to: string
  toSymbol: string
}

function SwapDetails({ summary }: { summary: SwapSummary }) {
  const { t } = useI18n()
  return (
    <>
      <dt>{t('swap.paid')}</dt>
      <dd>
        <Amount exact={summary.from} symbol={summary.fromSymbol} field="swapped-from" />
      </dd>
      <dt>{t('swap.receivedQuoted')}</dt>
      <dd>
        <Amount exact={summary.to} symbol={summary.toSymbol} field="swapped-to" />
      </dd>
    </>
  )
}
const GWEI_DECIMALS = 9

/**
 * Swaps one token of the active chain for another: the quote follows the amount (after the spec's
 * 500 ms wait), an approve goes first when the router may not spend enough, balances refresh after.
 */
function SwapViewWith({ controller }: { controller: Swap }) {
  const { caipAddress } = usePorticoAccount()
  const { balances, fetch } = usePorticoBalances()
  const portico = usePorticoInternals()
  const swap = usePorticoStore(controller.store, swapOf)
  const { network } = usePorticoNetwork()
  const [swapped, setSwapped] = useState<SwapSummary | undefined>()
  const { outcome, run, retry, reset } = useTransactionOutcome()
  const { t, decimal } = useI18n()
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
  const startSwap = () => {
    setSwapped({
      from: swap.sourceTokenAmount,
      fromSymbol: sourceToken?.symbol ?? '',
      to: swap.toTokenAmount,
      toSymbol: toToken?.symbol ?? '',
    })
    run(async () => {
      const sent = await controller.swap()
      // The controller keeps its failure in the store, which the form shows with the Swap
      // button as the retry: an expired quote is replaced there by a new one to accept.
      if (!sent) return undefined
      if (caipAddress) void fetch(caipAddress, { fresh: true })
      return sent
    }, network)
  }
  const finished = outcome.phase === 'succeeded' && outcome.hash === undefined
  if (outcome.phase !== 'idle' && !finished && swapped)
    return (
      <OutcomePanel
        outcome={outcome}
        title={t('swap.swapped')}
        network={network}
        details={<SwapDetails summary={swapped} />}
        onRetry={() => {
          retry(startSwap)
        }}
        onDone={portico.router.goBack}
        onEdit={reset}
      />
    )
  return (
    <form
      className="view"
      onSubmit={(event) => {
        event.preventDefault()
        startSwap()
      }}
    >
      {swap.loadingTokens && <p className="muted">{t('tokens.loading')}</p>}
      <SwapTokenSelect
        label={t('common.from')}
        field="from"
        tokens={swap.tokens}
        value={sourceToken}
        onChange={controller.setSourceToken}
      />
      <p className="muted" data-balance={sourceBalance?.quantity.numeric ?? '0'}>
        {messageParts(t('swap.balance'), {
          // The amount and its symbol stay one left-to-right run in a right-to-left sentence.
          amount: (
            <bdi dir="ltr">
              {decimal(sourceBalance ? displayBalance(sourceBalance) : '0')}{' '}
              {sourceToken?.symbol ?? ''}
            </bdi>
          ),
        })}
      </p>
      <label>
        {t('common.amount')}
        <input
          dir="ltr"
          data-field="amount"
          inputMode="decimal"
          autoComplete="off"
          value={swap.sourceTokenAmount}
          onChange={(event) => {
            controller.setSourceTokenAmount(localDigits(event.target.value))
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
        {t('swap.switchTokens')}
      </button>
      <SwapTokenSelect
        label={t('common.to')}
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
        <dt>{t('common.youReceive')}</dt>
        <dd data-field="to-amount">
          {swap.loadingQuote ? (
            t('common.quoting')
          ) : (
            <Amount exact={swap.toTokenAmount || '0'} symbol={toToken?.symbol} />
          )}
        </dd>
        <dt>{t('swap.priceImpact')}</dt>
        <dd data-field="price-impact" dir="ltr">
          {swap.priceImpact === undefined ? '–' : `${decimal(swap.priceImpact.toFixed(2))} %`}
        </dd>
        <dt>{t('swap.slippage')}</dt>
        <dd dir="ltr">{decimal(String(swap.slippage))} %</dd>
        <dt>{t('swap.gasPrice')}</dt>
        <dd data-field="gas-price" dir="ltr">
          {swap.gasPrice === undefined
            ? '–'
            : `${decimal(formatUnits(BigInt(swap.gasPrice), GWEI_DECIMALS))} gwei`}
        </dd>
      </dl>
      <button type="submit" className="primary" data-action="swap" disabled={!quote || busy}>
        <Icon path={SWAP_ICON} />
        {swap.approvalRequired
          ? t('swap.approveAndSwap', { symbol: sourceToken?.symbol ?? '' })
          : t('swap.swap')}
      </button>
      <ErrorText error={swap.error} />
    </form>
  )
}

export default function SwapView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.swap}>
      {(controller) => <SwapViewWith controller={controller} />}
    </WithController>
  )
}
