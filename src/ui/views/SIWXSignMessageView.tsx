import { useEffect, useState } from 'react'
import type { SiwxState } from '../../controllers/siwx.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { inContext } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'

const messageOf = (state: SiwxState) => state.message
const statusOf = (state: SiwxState) => state.status
const errorOf = (state: SiwxState) => state.error

/**
 * The sign-in message, shown before the wallet is asked (VIEW-20). Sign asks the wallet; cancel
 * follows STATE-64..66. The message is built once per address and network, so the text read here
 * is the text signed.
 */
function SIWXSignMessageView() {
  const portico = usePorticoInternals()
  const message = usePorticoStore(portico.siwx.store, messageOf)
  const status = usePorticoStore(portico.siwx.store, statusOf)
  const signError = usePorticoStore(portico.siwx.store, errorOf)
  const [buildError, setBuildError] = useState<string | undefined>()
  const { t } = useI18n()
  const appName = portico.options.options.metadata?.name ?? t('common.thisApp')
  const required = portico.options.options.siwx?.getRequired?.() ?? false
  const signing = status === 'signing'

  useEffect(() => {
    portico.siwx.currentMessage().catch((failure: unknown) => {
      setBuildError(errorMessage(failure))
    })
  }, [portico])

  return (
    <div className="center">
      <p className="muted">
        {t('siwx.message', { app: appName })}
        {required ? ` ${t('siwx.cancelDisconnects')}` : ''}
      </p>
      <pre
        className="siwx-message"
        tabIndex={0}
        aria-label={t('siwx.messageLabel')}
        data-siwx-message
      >
        {message?.serialized ?? t('siwx.preparing')}
      </pre>
      <ErrorText error={buildError ?? signError} />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          data-action="cancel"
          disabled={signing}
          onClick={() => {
            void portico.siwx.cancelSignMessage()
          }}
        >
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          data-action="sign"
          disabled={signing || message === undefined}
          onClick={() => {
            void portico.siwx.requestSignMessage()
          }}
        >
          {signing ? t('siwx.signing') : t('siwx.sign')}
        </button>
      </div>
    </div>
  )
}

/** The sign-in message names the connected address, for an app that has sign-in on. */
function useMissingSignIn(): string | undefined {
  const portico = usePorticoInternals()
  const { isConnected } = usePorticoAccount()
  const { t } = useI18n()
  if (!portico.options.options.siwx) return t('siwx.notOn')
  return isConnected ? undefined : t('siwx.noWallet')
}

export default inContext(SIWXSignMessageView, useMissingSignIn)
