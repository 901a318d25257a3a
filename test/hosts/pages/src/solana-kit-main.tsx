// The @solana/kit host page: Portico's React buttons and modal, and the dapp's actions on window
// for the browser test to call: an SPL transfer and a message signed through getSolanaSigner().
import './walletconnect-offline.js'
import { address, getBase58Decoder, getUtf8Encoder } from '@solana/kit'
import { createPortico, defineCaipNetwork, type CaipNetwork } from 'portico'
import { ConnectButton, NetworkButton, PorticoProvider } from 'portico/react'
import { PorticoModal } from 'portico/ui'
import { createRoot } from 'react-dom/client'
import { sendUsdc } from './solana-kit-send-usdc.js'

const devnet = window.porticoDevnet
const [solanaId, solanaRpc] = Object.entries(devnet.chains).find(([id]) =>
  id.startsWith('solana:'),
) ?? ['', '']
const solana = defineCaipNetwork({
  id: solanaId.split(':')[1] ?? '',
  chainNamespace: 'solana',
  name: 'Solana (devnet)',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [solanaRpc] } },
})
// Email login keeps its EVM account on Ethereum; the Solana network comes first.
const ethereum: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum (devnet)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [devnet.chains['eip155:1'] ?? ''] } },
}

const portico = createPortico({
  projectId: devnet.projectId,
  metadata: {
    name: 'kit host',
    description: 'Portico under @solana/kit',
    url: location.origin,
    icons: [],
  },
  networks: [solana, ethereum],
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

const settle = async (run: () => Promise<unknown>) => {
  try {
    return { ok: await run() }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) }
  }
}

window.host = {
  provider: () => Promise.resolve(portico.getProvider('solana')?.name ?? null),
  transfer: (mint: string, to: string, amount: string) =>
    settle(() => sendUsdc(portico, solanaRpc, address(mint), address(to), BigInt(amount))),
  sign: (text: string) =>
    settle(async () => {
      const signer = await portico.getSolanaSigner()
      if (!signer) throw new Error('Connect a Solana wallet first')
      const content = Uint8Array.from(getUtf8Encoder().encode(text))
      const [signed] = await signer.modifyAndSignMessages([{ content, signatures: {} }])
      const signature = signed?.signatures[signer.address]
      if (!signature) throw new Error('The wallet did not sign')
      return { address: signer.address, signature: getBase58Decoder().decode(signature) }
    }),
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
