import { SOLANA_NETWORKS } from '../../src/core/constants.js'

/**
 * The networks the secure frame knows (spec §9, CONST-66): many eip155 chains plus three Solana
 * networks. The spec leaves the lists open; these are the ones the provider's page lists for its
 * frame (mainnets and their test networks of Ethereum, Optimism, Arbitrum, Polygon, Celo, Aurora,
 * BNB, Avalanche, zkSync, Gnosis, Base and Zora), and Solana mainnet, testnet and devnet.
 */
export const SECURE_FRAME_NETWORKS = [
  'eip155:1',
  'eip155:5',
  'eip155:11155111',
  'eip155:10',
  'eip155:420',
  'eip155:42161',
  'eip155:421613',
  'eip155:137',
  'eip155:80001',
  'eip155:42220',
  'eip155:1313161554',
  'eip155:1313161555',
  'eip155:56',
  'eip155:97',
  'eip155:43114',
  'eip155:43113',
  'eip155:324',
  'eip155:280',
  'eip155:100',
  'eip155:8453',
  'eip155:84531',
  'eip155:84532',
  'eip155:7777777',
  'eip155:999',
  SOLANA_NETWORKS.mainnet,
  SOLANA_NETWORKS.testnet,
  SOLANA_NETWORKS.devnet,
] as const

export type SecureFrameNetwork = (typeof SECURE_FRAME_NETWORKS)[number]

export const isSecureFrameNetwork = (caipNetworkId: string): caipNetworkId is SecureFrameNetwork =>
  SECURE_FRAME_NETWORKS.some((known) => known === caipNetworkId)
