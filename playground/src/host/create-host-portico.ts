import { createPortico, type Portico } from '../../../src/create-portico.js'
import type { CaipNetwork } from '../../../src/core/caip-network.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'

const EVM_NETWORKS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Ethereum (devnet)' },
  { id: 8453, name: 'Base (devnet)' },
]

/** The devnet cluster's CAIP-2 id (devnet/solana/cluster.ts). */
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }

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
  const solanaRpc = endpoints.chains[SOLANA_DEVNET]
  const solana: CaipNetwork[] = solanaRpc
    ? [
        {
          id: SOLANA_DEVNET.split(':')[1] ?? '',
          caipNetworkId: SOLANA_DEVNET,
          chainNamespace: 'solana',
          name: 'Solana (devnet)',
          nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
          rpcUrls: { default: { http: [solanaRpc] } },
        },
      ]
    : []
  const [first, ...rest] = [...networks, ...solana]
  if (!first) throw new Error('No devnet network')
  return [first, ...rest]
}

/**
 * The playground's Portico instance on the devnet. `?projectApi=<url>` points the wallet
 * registry elsewhere (the browser tests use it for a 10,000-wallet registry).
 */
export function createHostPortico(endpoints: DevnetEndpoints, search: string): Portico {
  const projectApi = new URLSearchParams(search).get('projectApi') ?? endpoints.projectApi
  return createPortico({
    projectId: endpoints.projectId,
    metadata: {
      name: 'Portico playground',
      description: 'The Portico host app on the devnet',
      url: window.location.origin,
      icons: [],
    },
    networks: devnetNetworks(endpoints),
    apiUrls: { blockchainApi: endpoints.blockchainApi, projectApi, analytics: endpoints.analytics },
    window,
    document,
    // WalletConnect through the devnet relay (main.tsx keeps it off the Verify and pulse hosts).
    walletConnect: URL.canParse(endpoints.relay) ? { relayUrl: endpoints.relay } : undefined,
    // Email login only when the devnet names a secure site.
    secureSite: URL.canParse(endpoints.secureSite)
      ? { frameUrl: new URL('/frame', endpoints.secureSite).href, window, document }
      : undefined,
  })
}
