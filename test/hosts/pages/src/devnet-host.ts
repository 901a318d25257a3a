// What every host page shares, React or not: the devnet's endpoints (on window.porticoDevnet),
// Portico's options on them, and the settling of the actions the browser test calls through
// window.host.
import './walletconnect-offline.js'
import type { CaipNetwork, CreatePorticoOptions } from 'portico'

export interface Devnet {
  projectId: string
  blockchainApi: string
  projectApi: string
  analytics: string
  relay: string
  secureSite: string
  chains: Record<string, string>
}

declare global {
  interface Window {
    porticoDevnet: Devnet
    host: unknown
    /** The React the page was built with (the host matrix checks its line). */
    hostReactVersion: string
  }
}

export const rpcUrl = (id: number): string =>
  window.porticoDevnet.chains[`eip155:${String(id)}`] ?? ''

/** An EVM network of the devnet's hardhat chains. */
export const evmNetwork = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${String(id)}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl(id)] } },
})

/** Portico's options on the devnet: its services, the secure site and the relay. */
export function devnetOptions(
  name: string,
  networks: [CaipNetwork, ...CaipNetwork[]],
): CreatePorticoOptions {
  const devnet = window.porticoDevnet
  return {
    projectId: devnet.projectId,
    metadata: { name, description: 'A Portico host page', url: location.origin, icons: [] },
    networks,
    apiUrls: {
      blockchainApi: devnet.blockchainApi,
      projectApi: devnet.projectApi,
      analytics: devnet.analytics,
    },
    secureSite: { frameUrl: `${devnet.secureSite}/frame`, window, document },
    walletConnect: { relayUrl: devnet.relay },
  }
}

/** The EIP-1193 code of the error or of one it wraps (viem and wagmi wrap the wallet's error). */
function codeOf(error: unknown): unknown {
  let current: unknown = error
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const code: unknown = Reflect.get(current, 'code')
    if (typeof code === 'number') return code
    current = Reflect.get(current, 'cause')
  }
  return undefined
}

const errorOf = (error: unknown) => ({
  name: error instanceof Error ? error.name : 'unknown',
  code: codeOf(error),
  message: error instanceof Error ? error.message : String(error),
})

const plain = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))

/** Every action answers plain JSON (bigints as strings) or the error's name, code and message. */
export async function settle(run: () => Promise<unknown>) {
  try {
    return { ok: plain(await run()) }
  } catch (error) {
    return { error: errorOf(error) }
  }
}
