import { useEffect, useState } from 'react'
import type { OnRamp, OnRampState } from '../../controllers/onramp.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { maskAmount } from '../../utils/amount-mask.js'
import { ErrorText } from '../parts/ErrorText.js'
import { OpenViewButton } from '../parts/OpenViewButton.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'

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
          Buy {onRamp.purchaseCurrency?.symbol ?? '…'}
        </OpenViewButton>
        <OpenViewButton view="OnRampFiatSelect" action="payment-currency">
          Pay in {onRamp.paymentCurrency?.id ?? '…'}
        </OpenViewButton>
      </div>
      <label>
        Amount to pay ({onRamp.paymentCurrency?.id})
        <input
          data-field="payment-amount"
          inputMode="decimal"
          autoComplete="off"
          value={onRamp.paymentAmount ?? ''}
          onChange={(event) => {
            const amount = maskAmount(event.target.value, { maxDecimalDigits: 2 })
            controller.setPaymentAmount(amount === '' ? undefined : amount)
          }}
        />
      </label>
      {limit && (
        <p className="muted" data-limit={`${limit.min}-${limit.max}`}>
          Between {limit.min} and {limit.max} {onRamp.paymentCurrency?.id} by {onRamp.paymentMethod}
        </p>
      )}
      <dl className="details" data-quote={quote?.quoteId ?? ''} aria-live="polite">
        <dt>You receive</dt>
        <dd data-field="purchase-amount">
          {onRamp.quotesLoading
            ? 'Quoting…'
            : quote
              ? `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`
              : '–'}
        </dd>
        <dt>Network fee</dt>
        <dd>{quote ? `${quote.networkFee.amount} ${quote.networkFee.currency}` : '–'}</dd>
        <dt>Total</dt>
        <dd>{quote ? `${quote.paymentTotal.amount} ${quote.paymentTotal.currency}` : '–'}</dd>
      </dl>
      <p className="group-label">Providers</p>
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
          Finish the purchase in the {opened} window.
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
