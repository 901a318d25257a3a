import { useEffect, useState } from 'react'
import type { OnRamp, OnRampState } from '../../controllers/onramp.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { maskAmount } from '../../utils/amount-mask.js'
import { ErrorText } from '../parts/ErrorText.js'
import { OpenViewButton } from '../parts/OpenViewButton.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'
import { useI18n } from '../i18n/use-i18n.js'
import { formatFiat } from '../../i18n/format-fiat.js'
import { localDigits } from '../../i18n/local-digits.js'

const onRampOf = (state: OnRampState) => state
/** The provider's checkout opens beside the modal, sized like the social-login popup. */
const POPUP_FEATURES = 'popup,width=600,height=800'

/**
 * Buys crypto with fiat: the amount to pay is quoted (after the spec's 500 ms wait), and choosing a
 * provider opens its checkout page, for the connected account, in a popup.
 */
function OnRampProvidersViewWith({ controller }: { controller: OnRamp }) {
  const onRamp = useStore(controller.store, onRampOf)
  const [opened, setOpened] = useState<string | undefined>()
  const { t, decimal, locale } = useI18n()
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
            method: onRamp.paymentMethod,
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
                // Opened now, in the click, so no popup blocker stops it; the URL follows.
                const popup = window.open('', `portico-onramp-${provider.name}`, POPUP_FEATURES)
                controller.selectProvider(provider)
                void controller.generateUrl().then((url) => {
                  if (!url) {
                    popup?.close()
                    return
                  }
                  if (popup) popup.location.href = url
                  setOpened(provider.label)
                })
              }}
            >
              {provider.label}
            </button>
            <span className="tag">{provider.feeRange}</span>
          </li>
        ))}
      </ul>
      {opened && (
        <p className="muted" role="status">
          {t('onRamp.finish', { name: opened })}
        </p>
      )}
      <ErrorText error={onRamp.error} />
    </div>
  )
}

export default function OnRampProvidersView() {
  const portico = usePortico()
  return (
    <WithController controller={portico.onRamp}>
      {(controller) => <OnRampProvidersViewWith controller={controller} />}
    </WithController>
  )
}
