import type { ComponentType } from 'react'
import type { RouterState } from '../../controllers/router.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { useI18n } from '../i18n/use-i18n.js'

const depthOf = (state: RouterState) => state.history.length

/**
 * What a view shows when it is opened without what leads to it (an email to send a code to, a
 * wallet to connect): why it cannot go on, and the way back (the view before it, or the start).
 */
function OutOfContext({ message }: { message: string }) {
  const portico = usePorticoInternals()
  const depth = usePorticoStore(portico.router.store, depthOf)
  const { isConnected } = usePorticoAccount()
  const { t } = useI18n()
  const start = isConnected ? 'Account' : 'Connect'
  return (
    <div className="center" data-out-of-context>
      <p className="muted" role="status">
        {message}
      </p>
      <button
        type="button"
        className="primary"
        data-action="back"
        onClick={() => {
          if (depth > 1) portico.router.goBack()
          else portico.router.reset(start)
        }}
      >
        {depth > 1
          ? t('outOfContext.back')
          : t(start === 'Account' ? 'outOfContext.goToAccount' : 'outOfContext.goToConnect')}
      </button>
    </div>
  )
}

/**
 * A view that renders only with what it needs: `useMissing` (a hook, so it re-renders when the
 * router or a store changes) answers why it cannot, or undefined when it can.
 */
export function inContext(View: ComponentType, useMissing: () => string | undefined) {
  return function ViewInContext() {
    const missing = useMissing()
    return missing === undefined ? <View /> : <OutOfContext message={missing} />
  }
}

/** Why a view that acts for the connected account cannot, when none is connected. */
export function useMissingAccount(): string | undefined {
  const { t } = useI18n()
  return usePorticoAccount().isConnected ? undefined : t('outOfContext.noAccount')
}
