import type { DevnetWalletConnectWalletOptions } from '../../../devnet/wallets/walletconnect-wallet.js'
import { isRecord } from '../../../src/utils/is-record.js'

export const WALLET_CONFIG_PATH = '/devnet-walletconnect-wallet.json'

const isHexKey = (value: unknown): value is `0x${string}` =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
const isEvmChainId = (value: unknown): value is `eip155:${number}` =>
  typeof value === 'string' && /^eip155:\d+$/.test(value)
const isSolanaChainId = (value: unknown): value is `solana:${string}` =>
  typeof value === 'string' && /^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/.test(value)
const isUrl = (value: unknown): value is string => typeof value === 'string' && URL.canParse(value)

function evmChains(value: unknown): { caipNetworkId: `eip155:${number}`; rpcUrl: string }[] {
  if (!Array.isArray(value) || value.length === 0) throw new Error('no EVM chains')
  return value.map((chain: unknown) => {
    if (!isRecord(chain) || !isEvmChainId(chain.caipNetworkId) || !isUrl(chain.rpcUrl)) {
      throw new Error('an EVM chain needs caipNetworkId and rpcUrl')
    }
    return { caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl }
  })
}

function secretKey(value: unknown): Uint8Array {
  const valid =
    Array.isArray(value) &&
    value.length === 64 &&
    value.every((byte) => Number.isInteger(byte) && byte >= 0 && byte <= 255)
  if (!valid) throw new Error('the Solana secret key must be 64 bytes')
  return Uint8Array.from(value)
}

/** The wallet's settings as the playground serves them, checked field by field. */
export function parseWalletConfig(value: unknown): DevnetWalletConnectWalletOptions {
  if (!isRecord(value) || !isRecord(value.evm) || !isRecord(value.solana)) {
    throw new Error('Invalid wallet config: relayUrl, evm and solana are required')
  }
  const { relayUrl, evm, solana } = value
  if (typeof relayUrl !== 'string' || !/^wss?:\/\//.test(relayUrl)) {
    throw new Error('Invalid wallet config: relayUrl must be a ws:// URL')
  }
  if (!isHexKey(evm.privateKey)) throw new Error('Invalid wallet config: evm.privateKey')
  if (!isSolanaChainId(solana.caipNetworkId) || !isUrl(solana.rpcUrl)) {
    throw new Error('Invalid wallet config: solana.caipNetworkId and solana.rpcUrl')
  }
  try {
    return {
      relayUrl,
      evm: { privateKey: evm.privateKey, chains: evmChains(evm.chains) },
      solana: {
        secretKey: secretKey(solana.secretKey),
        rpcUrl: solana.rpcUrl,
        caipNetworkId: solana.caipNetworkId,
      },
    }
  } catch (error) {
    throw new Error(`Invalid wallet config: ${error instanceof Error ? error.message : ''}`, {
      cause: error,
    })
  }
}

/** Reads the settings from the playground (the devnet's relay and the dev keys). */
export async function fetchWalletConfig(): Promise<DevnetWalletConnectWalletOptions> {
  const reply = await fetch(WALLET_CONFIG_PATH)
  if (!reply.ok)
    throw new Error(`${WALLET_CONFIG_PATH}: ${String(reply.status)} ${await reply.text()}`)
  return parseWalletConfig(await reply.json())
}
