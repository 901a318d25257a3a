import { useEffect, useState } from 'react'
import {
  DEFAULT_PAYMENT_METHOD,
  type OnRamp,
  type OnRampProvider,
  type OnRampState,
} from '../../controllers/onramp.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoNetwork } from '../../react/use-portico-network.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { maskAmount } from '../../utils/amount-mask.js'
import { ErrorText } from '../parts/ErrorText.js'
import { OpenViewButton } from '../parts/OpenViewButton.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'
import { useI18n } from '../i18n/use-i18n.js'
import { formatFiat } from '../../i18n/format-fiat.js'
import { localDigits } from '../../i18n/local-digits.js'
import { PurchaseOutcomePanel } from '../parts/PurchaseOutcomePanel.js'
import { usePurchaseOutcome } from '../parts/use-purchase-outcome.js'

const onRampOf = (state: OnRampState) => state
/** The provider's checkout opens beside the modal, sized like the social-login popup. */
const POPUP_FEATURES = 'popup,width=600,height=800'

/**
 * Buys crypto with fiat: the amount to pay is quoted (after the spec's 500 ms wait), and choosing a
 * provider opens its checkout page, for the connected account, in a popup; the view then follows
 * the purchase until the tokens are in the wallet.
 */
function OnRampProvidersViewWith({ controller }: { controller: OnRamp }) {
  const portico = usePorticoInternals()
  const { caipAddress } = usePorticoAccount()
  const { network } = usePorticoNetwork()
  const onRamp = usePorticoStore(controller.store, onRampOf)
  const { t, decimal, locale } = useI18n()
  const purchase = usePurchaseOutcome()
  const [chosen, setChosen] = useState<OnRampProvider | undefined>()
  useEffect(() => {
    controller.refreshProviders()
    void controller.loadOptions()
  }, [controller])
  const quoteKey = [
    onRamp.purchaseCurrency?.symbol,
    onRamp.paymentCurrency?.id,
    onRamp.paymentAmount,
  ]
  useDebounced(() => void controller.fetchQuote(), quoteKey.join('|'))
  const limit = controller.paymentLimit()
  const withinLimit = controller.isPaymentAmountWithinLimit()
  const { quote } = onRamp
  const openCheckout = (provider: OnRampProvider) => {
    // Opened now, in the click, so no popup blocker stops it; the URL follows. The blank window
    // shares the page's origin until it is navigated, so it loses its way back to the page first.
    const popup = window.open('', `portico-onramp-${provider.name}`, POPUP_FEATURES)
    if (popup) popup.opener = null
    const symbol = onRamp.purchaseCurrency?.symbol
    setChosen(provider)
    controller.selectProvider(provider)
    // The balance before the payment is read while the checkout page loads.
    if (caipAddress && network && symbol)
      purchase.start(
        provider.label,
        popup,
        { symbol, caipNetworkId: network.caipNetworkId },
        caipAddress,
      )
    // generateUrl answers only an https (or loopback) URL; anything else is its error, shown below.
    void controller.generateUrl().then((url) => {
      if (!url) {
        popup?.close()
        purchase.reset()
        return
      }
      if (popup) popup.location.href = url
    })
  }
  if (purchase.outcome.phase !== 'idle')
    return (
      <PurchaseOutcomePanel
        outcome={purchase.outcome}
        symbol={onRamp.purchaseCurrency?.symbol ?? ''}
        receiver={caipAddress}
        network={network}
        onRetry={() => {
          if (chosen) openCheckout(chosen)
        }}
        onEdit={purchase.reset}
        onDone={portico.router.goBack}
      />
    )
  return (
    <div className="view">
      <div className="actions">
        <OpenViewButton view="OnRampTokenSelect" action="purchase-currency">
          {t('onRamp.buy', { symbol: onRamp.purchaseCurrency?.symbol ?? '…' })}
        </OpenViewButton>
        <OpenViewButton view="OnRampFiatSelect" action="payment-currency">
          {t('onRamp.payIn', { currency: onRamp.paymentCurrency?.id ?? '…' })}
        </OpenViewButton>
      </div>
      <label>
        {t('onRamp.amountToPay', { currency: onRamp.paymentCurrency?.id ?? '' })}
        <input
          data-field="payment-amount"
          inputMode="decimal"
          autoComplete="off"
          value={onRamp.paymentAmount ?? ''}
          onChange={(event) => {
            const amount = maskAmount(localDigits(event.target.value), { maxDecimalDigits: 2 })
            controller.setPaymentAmount(amount === '' ? undefined : amount)
          }}
        />
      </label>
      {limit && (
        <p className="muted" data-limit={`${limit.min}-${limit.max}`}>
          {t('onRamp.limit', {
            min: decimal(limit.min),
            max: decimal(limit.max),
            currency: onRamp.paymentCurrency?.id ?? '',
            // The default method by the locale's word; others as the provider names them.
            method:
              onRamp.paymentMethod === DEFAULT_PAYMENT_METHOD
                ? t('onRamp.methodCard')
                : onRamp.paymentMethod,
          })}
        </p>
      )}
      <dl className="details" data-quote={quote?.quoteId ?? ''} aria-live="polite">
        <dt>{t('common.youReceive')}</dt>
        <dd data-field="purchase-amount" dir="ltr">
          {onRamp.quotesLoading
            ? t('common.quoting')
            : quote
              ? `${decimal(quote.purchaseAmount.amount)} ${quote.purchaseAmount.currency}`
              : '–'}
        </dd>
        <dt>{t('common.networkFee')}</dt>
        <dd dir="ltr">
          {quote ? `${decimal(quote.networkFee.amount)} ${quote.networkFee.currency}` : '–'}
        </dd>
        <dt>{t('onRamp.total')}</dt>
        <dd data-field="payment-total">
          {quote ? formatFiat(quote.paymentTotal.amount, quote.paymentTotal.currency, locale) : '–'}
        </dd>
      </dl>
      <p className="group-label">{t('onRamp.providers')}</p>
      <ul className="list" data-list="onramp-providers">
        {onRamp.providers.map((provider) => (
          <li key={provider.name}>
            <button
              type="button"
              className="link-button"
              data-provider={provider.name}
              disabled={!withinLimit || !quote}
              onClick={() => {
                openCheckout(provider)
              }}
            >
              {provider.label}
            </button>
            <span className="tag">{provider.feeRange}</span>
          </li>
        ))}
      </ul>
      <ErrorText error={onRamp.error} />
    </div>
  )
}

export default function OnRampProvidersView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.onRamp}>
      {(controller) => <OnRampProvidersViewWith controller={controller} />}
    </WithController>
  )
}
