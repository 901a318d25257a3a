import { footerFor } from '../controllers/connectors.js'
import type { View } from '../core/constants.js'
import { usePortico } from '../react/use-portico.js'

/** CONN-07..10: the legal footer on Connect, ConnectWallets and the on-ramp views; the default on Networks. */
export function ModalFooter({ view }: { view: View }) {
  const portico = usePortico()
  const footer = footerFor(view)
  if (footer === null) return null
  if (footer === 'default') {
    return (
      <footer data-footer="default">
        <p className="muted">Your wallet connects to one network at a time; pick the one to use.</p>
      </footer>
    )
  }
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  return (
    <footer data-footer="legal">
      By connecting your wallet, you agree to our{' '}
      {termsConditionsUrl ? <a href={termsConditionsUrl}>Terms of Service</a> : 'Terms of Service'}{' '}
      and {privacyPolicyUrl ? <a href={privacyPolicyUrl}>Privacy Policy</a> : 'Privacy Policy'}
    </footer>
  )
}
