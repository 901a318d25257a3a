import { describe, expect, it } from 'vitest'
import { analyticsConsent } from '../../../src/wiring/analytics-consent.js'

describe('analyticsConsent', () => {
  it('allows analytics without the option, until the app reports a refusal', () => {
    const consent = analyticsConsent()
    expect(consent.allows()).toBe(true)
    consent.set(false)
    expect(consent.allows()).toBe(false)
  })

  it("with consent 'required' allows nothing until the visitor agrees, and stops again on a refusal", () => {
    const consent = analyticsConsent({ consent: 'required' })
    expect(consent.allows()).toBe(false)
    consent.set(true)
    expect(consent.allows()).toBe(true)
    consent.set(false)
    expect(consent.allows()).toBe(false)
  })
})
