// The @solana/kit host page: Portico's React buttons and modal, and the dapp's actions on window
// for the browser test to call: an SPL transfer and a message signed through getSolanaSigner().
import { address, getBase58Decoder, getUtf8Encoder } from '@solana/kit'
import { defineCaipNetwork } from 'portico'
import { evmNetwork, settle } from './devnet-host.js'
import { devnetPortico } from './devnet-portico.js'
import { sendUsdc } from './solana-kit-send-usdc.js'

const [solanaId, solanaRpc] = Object.entries(window.porticoDevnet.chains).find(([id]) =>
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
const portico = devnetPortico('kit host', [solana, evmNetwork(1, 'Ethereum (devnet)')])

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
