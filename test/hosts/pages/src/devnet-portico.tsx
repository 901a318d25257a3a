// What every host page shares: Portico on the devnet (endpoints on window.porticoDevnet), its
// buttons and modal, and the settling of the actions the browser test calls through window.host.
import './walletconnect-offline.js'
import { createPortico, type CaipNetwork, type Portico } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider } from 'portico/react'
import { PorticoModal } from 'portico/ui'
import { version } from 'react'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

interface Devnet {
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

/**
 * Portico on the devnet with its modal and buttons (Portico's own unless the page draws its
 * own), on Ethereum and Base unless told otherwise.
 */
export function devnetPortico(
  name: string,
  networks: [CaipNetwork, ...CaipNetwork[]] = [
    evmNetwork(1, 'Ethereum (devnet)'),
    evmNetwork(8453, 'Base (devnet)'),
  ],
  buttons: ReactNode = (
    <>
      <ConnectButton />
      <NetworkButton />
    </>
  ),
): Portico {
  const devnet = window.porticoDevnet
  const portico = createPortico({
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
  })
  void portico.initialize()
  window.hostReactVersion = version
  const root = document.getElementById('root')
  if (root) {
    createRoot(root).render(
      <PorticoProvider portico={portico}>
        {buttons}
        <PorticoModal />
      </PorticoProvider>,
    )
  }
  return portico
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
