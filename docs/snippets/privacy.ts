// Privacy first: analytics only with the visitor's consent, and no request before the first open.
import { createPortico, type CreatePorticoOptions, type Portico } from 'portico'

export function createPrivatePortico(options: CreatePorticoOptions) {
  return createPortico({
    ...options,
    // Nothing is queued or sent until setAnalyticsConsent(true); what came before is never sent.
    analytics: { consent: 'required' },
    // No request at all until the modal first opens or the app calls initialize().
    deferRequests: true,
  })
}

/** Your consent banner's answer, as often as the visitor changes it. */
export function onConsentChoice(portico: Portico, accepted: boolean): void {
  portico.setAnalyticsConsent(accepted)
}
