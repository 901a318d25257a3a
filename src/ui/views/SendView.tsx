import { useEffect, useState } from 'react'
import { displayBalance } from '../../controllers/balances.js'
import type { NetworkFee } from '../../controllers/send-preview.js'
import type { SendState, SendToken } from '../../controllers/send.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoBalances } from '../../react/use-portico-balances.js'
import { usePorticoNetwork } from '../../react/use-portico-network.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import type { SendWithPreview } from '../../wiring/account-controllers.js'
import { WithController } from '../parts/WithController.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { shortAddress } from '../../utils/short-address.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { Icon } from '../icons/Icon.js'
import { SEND_ICON } from '../icons/icon-paths.js'
import { Amount } from '../parts/Amount.js'
import { OutcomePanel } from '../parts/OutcomePanel.js'
import { useTransactionOutcome } from '../parts/use-transaction-outcome.js'
import { SendPreviewDetails } from '../parts/SendPreviewDetails.js'
import { useSendReceiver, type ReceiverStatus } from '../parts/use-send-receiver.js'
import { useI18n } from '../i18n/use-i18n.js'
import { localDigits } from '../../i18n/local-digits.js'
import { messageParts } from '../i18n/message-parts.js'

const sendOf = (state: SendState) => state
const keyOf = (token: SendToken) => token.address ?? token.symbol

interface SentTransfer {
  amount: string
  symbol: string
  receiver: string
  receiverName: string | undefined
}

function SentDetails({ sent }: { sent: SentTransfer }) {
  const { t } = useI18n()
  return (
    <>
      <dt>{t('common.amount')}</dt>
      <dd>
        <Amount exact={sent.amount} symbol={sent.symbol} field="sent-amount" />
      </dd>
      <dt>{t('common.to')}</dt>
      {/* The address is what the visitor checks; a name from the names service only sits beside it. */}
      <dd data-field="sent-receiver" title={sent.receiver}>
        {sent.receiverName && (
          <div>
            <bdi data-field="sent-receiver-name">{sent.receiverName}</bdi>
          </div>
        )}
        <div className="hash" dir="ltr" data-field="sent-receiver-address">
          {sent.receiver}
        </div>
      </dd>
    </>
  )
}

function ReceiverNote({ status }: { status: ReceiverStatus }) {
  const { t } = useI18n()
  if (status.kind === 'resolving') return <p className="muted">{t('send.resolving')}</p>
  if (status.kind === 'error') return <ErrorText error={status.message} />
  if (status.kind !== 'resolved' || !status.name) return null
  return (
    <p className="muted" data-resolved-address={status.address}>
      {messageParts(t('send.resolvesTo'), {
        name: <bdi>{status.name}</bdi>,
        address: <bdi>{shortAddress(status.address)}</bdi>,
      })}
    </p>
  )
}

/**
 * Sends one of the account's tokens: choose it, type the amount (or take the max) and the
 * receiver (an address or a name), preview the network fee, then sign and send.
 */
function SendViewWith({ controller }: { controller: SendWithPreview }) {
  const { preview } = controller
  const { router } = usePorticoInternals()
  const { caipAddress } = usePorticoAccount()
  const { network } = usePorticoNetwork()
  const { balances, fetch } = usePorticoBalances()
  const send = usePorticoStore(controller.store, sendOf)
  const receiver = useSendReceiver(controller, preview)
  const [error, setError] = useState<string | undefined>()
  const [fee, setFee] = useState<NetworkFee | undefined>()
  const [busy, setBusy] = useState(false)
  const { t, decimal } = useI18n()
  const [sent, setSent] = useState<SentTransfer | undefined>()
  const { outcome, run: runOutcome, retry, reset: resetOutcome } = useTransactionOutcome()
  useEffect(() => {
    if (caipAddress) void fetch(caipAddress)
  }, [caipAddress, fetch])
  // Only the active network's tokens can be sent: the wallet signs on that chain.
  const tokens = balances.filter((token) => token.chainId === network?.caipNetworkId)
  const chosen = send.token ?? tokens[0]
  useEffect(() => {
    if (!send.token && tokens[0]) controller.setToken(tokens[0])
  }, [send.token, tokens, controller])

  /** Any change to what is sent drops the preview: its fee was for the old transfer. */
  const editing = (change: () => void) => {
    setFee(undefined)
    setError(undefined)
    change()
  }
  const run = (step: () => Promise<void>) => {
    setError(undefined)
    setBusy(true)
    step()
      .catch((failure: unknown) => {
        setError(errorMessage(failure))
      })
      .finally(() => {
        setBusy(false)
      })
  }
  const previewSend = () => {
    run(async () => {
      await receiver.settled()
      setFee(await preview.preview())
    })
  }
  const signAndSend = () => {
    // Kept for the outcome: the send state is reset once the transfer is out (STATE-49).
    setSent({
      amount: send.sendTokenAmount ?? '',
      symbol: send.token?.symbol ?? '',
      receiver: send.receiverAddress ?? '',
      receiverName: send.receiverProfileName,
    })
    runOutcome(async () => {
      const hash = await controller.sendToken()
      setFee(undefined)
      // The send state was reset (STATE-49): the field follows.
      receiver.change('')
      return hash
    }, network)
  }

  if (outcome.phase !== 'idle' && sent)
    return (
      <OutcomePanel
        outcome={outcome}
        title={t('send.sent')}
        network={network}
        details={<SentDetails sent={sent} />}
        onRetry={() => {
          retry(signAndSend)
        }}
        onDone={router.goBack}
        onEdit={resetOutcome}
      />
    )

  return (
    <form
      className="view"
      onSubmit={(event) => {
        event.preventDefault()
        if (fee) signAndSend()
        else previewSend()
      }}
    >
      <label>
        {t('send.token')}
        <select
          data-field="token"
          value={chosen ? keyOf(chosen) : ''}
          onChange={(event) => {
            editing(() => {
              controller.setToken(tokens.find((token) => keyOf(token) === event.target.value))
            })
          }}
        >
          {tokens.map((token) => (
            <option key={keyOf(token)} value={keyOf(token)}>
              {token.symbol} ({decimal(displayBalance(token))})
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('common.amount')}
        <input
          dir="ltr"
          data-field="amount"
          inputMode="decimal"
          autoComplete="off"
          value={send.sendTokenAmount ?? ''}
          onChange={(event) => {
            editing(() => {
              controller.setTokenAmount(localDigits(event.target.value))
            })
          }}
        />
      </label>
      <button
        type="button"
        className="secondary"
        data-action="max"
        disabled={!chosen || busy}
        onClick={() => {
          editing(() => {
            run(() => preview.fillMax())
          })
        }}
      >
        {t('send.max')}
      </button>
      <label>
        {t('send.receiver')}
        <input
          dir="ltr"
          data-field="receiver"
          autoComplete="off"
          spellCheck={false}
          value={receiver.text}
          onChange={(event) => {
            editing(() => {
              receiver.change(event.target.value)
            })
          }}
        />
      </label>
      <ReceiverNote status={receiver.status} />
      {fee && <SendPreviewDetails send={send} fee={fee} />}
      {fee ? (
        <>
          <button type="submit" className="primary" data-action="send" disabled={busy}>
            <Icon path={SEND_ICON} />
            {t('send.send')}
          </button>
          <button
            type="button"
            className="secondary"
            data-action="edit"
            disabled={busy}
            onClick={() => {
              setFee(undefined)
            }}
          >
            {t('common.edit')}
          </button>
        </>
      ) : (
        <button type="submit" className="primary" data-action="preview" disabled={busy}>
          {busy ? t('send.estimating') : t('send.preview')}
        </button>
      )}
      <ErrorText error={error} />
    </form>
  )
}

export default function SendView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.send}>
      {(controller) => <SendViewWith controller={controller} />}
    </WithController>
  )
}
