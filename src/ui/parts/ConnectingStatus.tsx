import type { ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'
import { useI18n } from '../i18n/use-i18n.js'

export interface ConnectingStatusProps {
  name: string
  image: string | undefined
  /** Stands in for a missing image (a social login's brand mark) instead of the name's initial. */
  mark?: ReactNode
  phase: 'idle' | 'connecting' | 'failed'
  error: string | undefined
  waitingText: string
  onRetry: () => void
}

/** The wallet's logo in a progress ring, what to do in the wallet, and retry after a failure. */
export function ConnectingStatus(props: ConnectingStatusProps) {
  const failed = props.phase === 'failed'
  const { t, say } = useI18n()
  return (
    <div className="center" data-phase={props.phase}>
      <div className={failed ? 'spinner stopped' : 'spinner'}>
        <WalletImage src={props.image} name={props.name} fallback={props.mark} />
      </div>
      <p className="address">
        {failed ? t('connecting.declined') : t('connecting.continueIn', { name: props.name })}
      </p>
      {failed ? (
        <p className="error-text" role="alert">
          {props.error === undefined ? undefined : say(props.error)}
        </p>
      ) : (
        <p className="muted">{props.waitingText}</p>
      )}
      <button type="button" className="secondary" onClick={props.onRetry} disabled={!failed}>
        {t('common.tryAgain')}
      </button>
    </div>
  )
}
