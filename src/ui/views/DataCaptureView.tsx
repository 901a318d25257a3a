import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { EmailField } from '../parts/EmailField.js'
import { useI18n } from '../i18n/use-i18n.js'

/** Email capture (VIEW-19): opened by the SIWX flow when the emailCapture feature is on. */
export default function DataCaptureView() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  const appName = portico.options.options.metadata?.name ?? t('common.thisApp')
  return (
    <div className="center">
      <p className="muted">{t('dataCapture.message', { app: appName })}</p>
      <EmailField
        onEmail={(email) => {
          void portico.siwx.continueAfterDataCapture(email)
        }}
      />
    </div>
  )
}
