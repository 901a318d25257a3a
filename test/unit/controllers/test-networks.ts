import { defineCaipNetwork } from '../../../src/core/caip-network.js'

const ETH = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const rpcUrls = { default: { http: ['http://127.0.0.1:8545'] } }

/** Networks of both namespaces as an app configures them, for controller and wiring tests. */
export const mainnet = defineCaipNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: ETH,
  rpcUrls,
})
export const base = defineCaipNetwork({ ...mainnet, id: 8453, name: 'Base' })
export const optimism = defineCaipNetwork({ ...mainnet, id: 10, name: 'OP Mainnet' })
export const solana = defineCaipNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})
