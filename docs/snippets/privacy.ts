// Privacy first: analytics only with the visitor's consent, and no request before the first open.
import { createPortico } from 'portico'

export const portico = createPortico({
  projectId: 'portico-devnet',
  networks: [
    {
      id: 1,
      caipNetworkId: 'eip155:1',
      chainNamespace: 'eip155',
      name: 'Ethereum (devnet)',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  apiUrls: {
    blockchainApi: 'http://127.0.0.1:4100',
    projectApi: 'http://127.0.0.1:4200',
    analytics: 'http://127.0.0.1:4200',
  },
  window,
  document,
  // Nothing is queued or sent until setAnalyticsConsent(true); what came before is never sent.
  analytics: { consent: 'required' },
  // No request at all until the modal first opens or the app calls initialize().
  deferRequests: true,
})

/** Your consent banner's answer, as often as the visitor changes it. */
export function onConsentChoice(accepted: boolean): void {
  portico.setAnalyticsConsent(accepted)
}
