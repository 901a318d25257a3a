import { footerFor } from '../controllers/connectors.js'
import type { View } from '../core/constants.js'
import { usePorticoInternals } from '../react/use-portico-internals.js'
import { useI18n } from './i18n/use-i18n.js'
import { messageParts } from './i18n/message-parts.js'

/** CONN-07..10: the legal footer on Connect, ConnectWallets and the on-ramp views; the default on Networks. */
export function ModalFooter({ view }: { view: View }) {
  const portico = usePorticoInternals()
  const footer = footerFor(view)
  const { t } = useI18n()
  if (footer === null) return null
  if (footer === 'default') {
    return (
      <footer data-footer="default">
        <p className="muted">{t('footer.networks')}</p>
      </footer>
    )
  }
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  return (
    <footer data-footer="legal">
      {messageParts(t('footer.legal'), {
        terms: linkOrText(termsConditionsUrl, t('footer.terms')),
        privacy: linkOrText(privacyPolicyUrl, t('footer.privacy')),
      })}
    </footer>
  )
}

const linkOrText = (url: string | undefined, text: string) =>
  url ? <a href={url}>{text}</a> : text
