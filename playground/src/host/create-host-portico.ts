import { createPortico, type Portico } from '../../../src/index.js'
import { devnetHostOpener } from './host-link-opener.js'
import { createLocalSiwxConfig } from '../../../src/wiring/siwx/local-siwx-config.js'
import type { CaipNetwork } from '../../../src/core/caip-network.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { themeVariablesOf } from './theme-variables-param.js'
import { devnetWalletApps, devnetWalletReturn } from './wallet-app.js'

const EVM_NETWORKS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Ethereum (devnet)' },
  { id: 8453, name: 'Base (devnet)' },
]

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** The devnet cluster claims to be Solana devnet (devnet/solana/README.md). */
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

function solanaNetworks(endpoints: DevnetEndpoints): CaipNetwork[] {
  const rpc = endpoints.chains[SOLANA_DEVNET]
  if (!rpc) return []
  const [, chainId = ''] = SOLANA_DEVNET.split(':')
  return [
    {
      id: chainId,
      caipNetworkId: SOLANA_DEVNET,
      chainNamespace: 'solana',
      name: 'Solana (devnet)',
      nativeCurrency: SOL,
      rpcUrls: { default: { http: [rpc] } },
    },
  ]
}

function devnetNetworks(endpoints: DevnetEndpoints): [CaipNetwork, ...CaipNetwork[]] {
  const networks = EVM_NETWORKS.map(({ id, name }): CaipNetwork => {
    const caipNetworkId = `eip155:${String(id)}` as const
    const rpc = endpoints.chains[caipNetworkId]
    return {
      id,
      caipNetworkId,
      chainNamespace: 'eip155',
      name,
      nativeCurrency: ETHER,
      rpcUrls: { default: { http: rpc ? [rpc] : [] } },
    }
  })
  const [first, ...rest] = networks
  if (!first) throw new Error('No devnet network')
  return [first, ...rest, ...solanaNetworks(endpoints)]
}

export type SignInMode = 'off' | 'optional' | 'required'

/** `?consent=required` holds analytics until the visitor's consent (the Analytics card). */
export function isConsentRequired(search: string): boolean {
  return new URLSearchParams(search).get('consent') === 'required'
}

/** `?siwx=optional|required` turns sign-in on; anything else leaves it off. */
export function signInModeOf(search: string): SignInMode {
  const mode = new URLSearchParams(search).get('siwx')
  return mode === 'optional' || mode === 'required' ? mode : 'off'
}

/**
 * The playground's Portico instance on the devnet. `?projectApi=<url>` points the Project API
 * and its analytics sink elsewhere (the browser tests use it for a 10,000-wallet registry and for
 * a Project API with fault switches of its own); `?featured=<ids>`
 * (comma-separated registry ids) features those wallets on Connect; `?siwx=optional`
 * or `?siwx=required` asks for a sign-in after connecting (sessions kept in localStorage and
 * verified when read); `?emailCapture=1` asks for an email first; `?frameTimeoutMs=<ms>` waits
 * that long, instead of the spec's 20 s and 120 s, for the secure frame's ready message and a
 * login request's reply (to watch the secure site's faults without waiting minutes);
 * `?purchaseWaitMs=<ms>` waits that long, instead of 20 s, for a purchase's tokens after the
 * provider's window closes (to reach the purchase's error view quickly); `?consent=required`
 * sends no analytics until the visitor consents; `?legal=1` asks for the terms on Connect;
 * `?walletApp=1` and `?walletReturn=1` list the devnet wallet app for phones (wallet-app.ts);
 * `?hostOpener=1` opens links to wallet apps as a Farcaster mini app would (host-link-opener.ts);
 * `?answerTimeoutMs=<ms>` is WalletConnect's wait for an answer once the tab is back (instead of
 * 30 s: to reach the lost answer's message quickly);
 * `?themeVariables=<JSON>` sets the app's theme variables.
 */
export function createHostPortico(endpoints: DevnetEndpoints, search: string): Portico {
  const params = new URLSearchParams(search)
  const ownProjectApi = params.get('projectApi')
  const projectApi = ownProjectApi ?? endpoints.projectApi
  const featuredWalletIds = params.get('featured')?.split(',').filter(Boolean) ?? []
  const signIn = signInModeOf(search)
  const frameTimeoutMs = Number(params.get('frameTimeoutMs') ?? Number.NaN)
  const timeouts =
    Number.isInteger(frameTimeoutMs) && frameTimeoutMs > 0
      ? { readyMs: frameTimeoutMs, requestMs: frameTimeoutMs }
      : undefined
  const purchaseWaitMs = Number(params.get('purchaseWaitMs') ?? Number.NaN)
  const answerTimeoutMs = Number(params.get('answerTimeoutMs') ?? Number.NaN)
  return createPortico({
    projectId: endpoints.projectId,
    metadata: {
      name: 'Portico playground',
      description: 'The Portico host app on the devnet',
      url: window.location.origin,
      icons: [],
    },
    networks: devnetNetworks(endpoints),
    themeVariables: themeVariablesOf(search),
    featuredWalletIds,
    customWallets: devnetWalletApps(search, window.location.origin),
    openLink: devnetHostOpener(search),
    siwx: signIn === 'off' ? undefined : createLocalSiwxConfig({ required: signIn === 'required' }),
    analytics: isConsentRequired(search) ? { consent: 'required' } : undefined,
    features: {
      ...(params.get('emailCapture') === '1' && { emailCapture: true }),
      ...(params.get('legal') === '1' && { legalCheckbox: true }),
    },
    // The devnet has no terms of its own: the playground's pages stand in for them.
    ...(params.get('legal') === '1' && {
      termsConditionsUrl: new URL('/?terms', window.location.origin).href,
      privacyPolicyUrl: new URL('/?privacy', window.location.origin).href,
    }),
    onRamp:
      Number.isInteger(purchaseWaitMs) && purchaseWaitMs > 0
        ? { arrivalWaitMs: purchaseWaitMs }
        : undefined,
    apiUrls: {
      blockchainApi: endpoints.blockchainApi,
      projectApi,
      // On the devnet the Project API is the analytics sink too.
      analytics: ownProjectApi ?? endpoints.analytics,
    },
    window,
    document,
    // WalletConnect through the devnet relay (main.tsx keeps it off the Verify and pulse hosts).
    walletConnect: URL.canParse(endpoints.relay)
      ? {
          relayUrl: endpoints.relay,
          redirect: devnetWalletReturn(search, window.location.href),
          ...(Number.isInteger(answerTimeoutMs) && answerTimeoutMs > 0 && { answerTimeoutMs }),
        }
      : undefined,
    // Email login only when the devnet names a secure site.
    secureSite: URL.canParse(endpoints.secureSite)
      ? {
          frameUrl: new URL('/frame', endpoints.secureSite).href,
          window,
          document,
          ...(timeouts && { timeouts }),
        }
      : undefined,
  })
}
