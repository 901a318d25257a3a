import { useState } from 'react'
import { usePortico } from '../../../src/react/use-portico.js'
import { isConsentRequired } from './create-host-portico.js'
import { HostCard } from './HostCard.js'

/** The page again with consent required or not (the instance reads it once, at creation). */
function urlWithConsent(required: boolean): string {
  const url = new URL(window.location.href)
  if (required) url.searchParams.set('consent', 'required')
  else url.searchParams.delete('consent')
  return url.href
}

/**
 * Analytics consent as a site with a consent banner asks for it: required or not (the page
 * reloads with `?consent=required`), then the visitor's answer, handed to `setAnalyticsConsent`.
 */
export function AnalyticsConsent() {
  const portico = usePortico()
  const required = isConsentRequired(window.location.search)
  const [given, setGiven] = useState(!required)
  return (
    <HostCard id="analytics-consent-title" title="Analytics consent" className="analytics-consent">
      <label>
        <input
          type="checkbox"
          data-consent-required
          checked={required}
          onChange={(event) => {
            window.location.assign(urlWithConsent(event.target.checked))
          }}
        />{' '}
        Required before any analytics (reloads)
      </label>
      <label>
        <input
          type="checkbox"
          data-consent-given
          checked={given}
          onChange={(event) => {
            setGiven(event.target.checked)
            portico.setAnalyticsConsent(event.target.checked)
          }}
        />{' '}
        The visitor agrees to analytics
      </label>
    </HostCard>
  )
}
