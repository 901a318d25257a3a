/**
 * WalletConnect's solana session as a Wallet Standard wallet, so `getProvider('solana')`,
 * `getSolanaSigner()` and the app's wallet-standard code use it as any other Solana wallet. It is
 * the embedded wallet's shape with its requests sent over the session in WalletConnect's wire
 * format (transactions in base64 where the secure frame takes base58; a wallet may answer a
 * signTransaction with the signature alone). Loaded through `import()` with the WalletConnect
 * handlers, when a session holds a solana account.
 */
import {
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
  signatureBytes,
} from '@solana/kit'
import type { RpcRequestPayload } from '../../generated/frame-messages/types.js'
import type { CaipNetwork } from '../core/caip-network.js'
import { createEmbeddedSolana } from './embedded-solana.js'
import { EMBEDDED_REPLY_ERROR } from './embedded-solana-wallet.js'
import type { WalletRegistrationTarget } from './register-wallet.js'
import { isRecord } from '../utils/is-record.js'

export const WALLETCONNECT_SOLANA_WALLET_NAME = 'WalletConnect'

export interface WalletConnectSolanaWalletDeps {
  /** The session's solana account, base58. */
  address: string
  /** The app's Solana networks. */
  networks: readonly CaipNetwork[]
  /** A request on the session for a chain (CAIP-2). */
  request: (
    args: { method: string; params: Record<string, unknown> },
    chainId: string,
  ) => Promise<unknown>
  /** The page, where the wallet is registered for the app's wallet-standard code. */
  registrationTarget?: WalletRegistrationTarget | undefined
}

const base58 = (bytes: Uint8Array): string => getBase58Decoder().decode(bytes)
const bytesOf58 = (text: string): Uint8Array => Uint8Array.from(getBase58Encoder().encode(text))
const base64 = (bytes: Uint8Array): string => getBase64Decoder().decode(bytes)

/** The transaction with the wallet's signature put in the account's place. */
function withSignature(transaction: Uint8Array, signer: string, signature: unknown): Uint8Array {
  if (typeof signature !== 'string') throw new Error(EMBEDDED_REPLY_ERROR)
  const decoded = getTransactionDecoder().decode(transaction)
  const signed = {
    ...decoded,
    signatures: { ...decoded.signatures, [address(signer)]: signatureBytes(bytesOf58(signature)) },
  }
  return Uint8Array.from(getTransactionEncoder().encode(signed))
}

export function createWalletConnectSolanaWallet(deps: WalletConnectSolanaWalletDeps) {
  /** The embedded wallet's requests (the frame's payloads) as WalletConnect requests. */
  const rpcRequest = async (payload: RpcRequestPayload): Promise<unknown> => {
    const chainId = String(payload.chainId ?? deps.networks[0]?.caipNetworkId ?? '')
    const params: Record<string, unknown> = isRecord(payload.params) ? { ...payload.params } : {}
    const { method } = payload
    if (method === 'solana_signMessage') return deps.request({ method, params }, chainId)
    if (typeof params.transaction !== 'string') {
      throw new Error(`${method} is not sent over WalletConnect's solana session`)
    }
    const transaction = bytesOf58(params.transaction)
    if (method === 'solana_signAndSendTransaction') {
      const { options } = params
      return deps.request(
        {
          method,
          params: {
            transaction: base64(transaction),
            ...(isRecord(options) && { sendOptions: options }),
          },
        },
        chainId,
      )
    }
    if (method !== 'solana_signTransaction') {
      throw new Error(`${method} is not sent over WalletConnect's solana session`)
    }
    const reply = await deps.request(
      { method, params: { transaction: base64(transaction) } },
      chainId,
    )
    if (!isRecord(reply)) throw new Error(EMBEDDED_REPLY_ERROR)
    const signed =
      typeof reply.transaction === 'string'
        ? Uint8Array.from(getBase64Encoder().encode(reply.transaction))
        : withSignature(transaction, deps.address, reply.signature)
    return { transaction: base58(signed) }
  }
  return createEmbeddedSolana({
    rpcRequest,
    networks: deps.networks,
    address: deps.address,
    name: WALLETCONNECT_SOLANA_WALLET_NAME,
    registrationTarget: deps.registrationTarget,
  })
}
