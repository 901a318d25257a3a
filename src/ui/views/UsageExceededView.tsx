import { useI18n } from '../i18n/use-i18n.js'

/** NAV-12: the project's plan has no connections left this period. */
export default function UsageExceededView() {
  const { t } = useI18n()
  return (
    <div className="center">
      <p className="address">{t('usage.heading')}</p>
      <p className="muted">{t('usage.message')}</p>
    </div>
  )
}
