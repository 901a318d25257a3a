import type { Page } from 'playwright-core'

/** The page's authenticator: whether it verifies the visitor, as a person would answer it. */
export interface VirtualAuthenticator {
  /** false: the next prompt fails as one the visitor closed (NotAllowedError). */
  setUserVerified: (verified: boolean) => Promise<void>
}

/**
 * A platform authenticator with user verification in the page's Chromium (CDP's WebAuthn
 * domain): it answers every passkey ceremony of the page and its frames without a person.
 */
export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })
  return {
    setUserVerified: async (isUserVerified) => {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified })
    },
  }
}
