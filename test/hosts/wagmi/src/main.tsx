// The wagmi host page: Portico's React buttons and modal, wagmi on the Portico connector, and
// the dapp's actions on window for the browser test to call.
import { createPortico, type CaipNetwork } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider } from 'portico/react'
import { PorticoModal } from 'portico/ui'
import { createRoot } from 'react-dom/client'
import { getAccount, reconnect } from 'wagmi/actions'
import { getAddress } from 'viem'
import { createWagmiConfig } from './wagmi-config.js'
import {
  connectPortico,
  sendWithData,
  signMail,
  switchToBase,
  transferToken,
} from './wagmi-actions.js'

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
  }
}

const devnet = window.porticoDevnet
const rpc = (id: number): string => devnet.chains[`eip155:${String(id)}`] ?? ''
const network = (id: number, name: string): CaipNetwork => ({
  id,
  caipNetworkId: `eip155:${String(id)}`,
  chainNamespace: 'eip155',
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpc(id)] } },
})

const portico = createPortico({
  projectId: devnet.projectId,
  metadata: {
    name: 'wagmi host',
    description: 'Portico under wagmi',
    url: location.origin,
    icons: [],
  },
  networks: [network(1, 'Ethereum (devnet)'), network(8453, 'Base (devnet)')],
  apiUrls: {
    blockchainApi: devnet.blockchainApi,
    projectApi: devnet.projectApi,
    analytics: devnet.analytics,
  },
  secureSite: { frameUrl: `${devnet.secureSite}/frame`, window, document },
  walletConnect: { relayUrl: devnet.relay },
  window,
  document,
})
void portico.initialize()
const config = createWagmiConfig(portico, { ethereum: rpc(1), base: rpc(8453) })
const reconnected = reconnect(config)

const errorOf = (error: unknown) => ({
  name: error instanceof Error ? error.name : 'unknown',
  code: typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined,
  message: error instanceof Error ? error.message : String(error),
})
/** Every action answers plain JSON (bigints as strings) or the error's name and code. */
const settle = async (run: () => Promise<unknown>) => {
  try {
    return {
      ok: JSON.parse(
        JSON.stringify(await run(), (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
      ) as unknown,
    }
  } catch (error) {
    return { error: errorOf(error) }
  }
}

window.host = {
  reconnected: () => settle(async () => (await reconnected).length),
  connect: () => settle(() => connectPortico(config)),
  account: () => {
    const { address, chainId, status, connector } = getAccount(config)
    return Promise.resolve({ address, chainId, status, connector: connector?.id })
  },
  transfer: (token: string, to: string, amount: string) =>
    settle(
      async () =>
        (await transferToken(config, getAddress(token), getAddress(to), BigInt(amount))).status,
    ),
  signMail: () => settle(() => signMail(config)),
  sendWithData: (to: string, data: `0x${string}`) =>
    settle(async () => (await sendWithData(config, getAddress(to), data)).transactionHash),
  switchToBase: () => settle(async () => (await switchToBase(config)).id),
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <NetworkButton />
      <PorticoModal />
    </PorticoProvider>,
  )
}
