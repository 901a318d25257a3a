import { creditWallet } from '../../evm/index.js'
import type { ServedChains } from '../served-chains.js'
import type { DevnetSession, SessionStore } from './session-store.js'

export type PayOutcome =
  { ok: true; session: DevnetSession } | { ok: false; status: 404 | 409; message: string }

/**
 * Completes a purchase as the provider would once the buyer paid: the devnet credits the wallet
 * on-chain (tokens are minted, ETH is sent by the deployer) and the session becomes paid.
 */
export async function paySession(
  id: string,
  sessions: SessionStore,
  chains: ServedChains,
): Promise<PayOutcome> {
  const session = sessions.get(id)
  if (!session) return { ok: false, status: 404, message: `No session ${id}` }
  if (session.status !== 'pending')
    return { ok: false, status: 409, message: `Session ${id} is ${session.status}` }
  const chain = chains.require(session.purchase.chain)
  sessions.update(id, { status: 'processing' })
  try {
    const { to, symbol, amount } = session.purchase
    const txHash = await creditWallet(chain.info, { to, symbol, amount })
    // The devnet automines, so the receipt is there as soon as the hash is.
    const receipt = await chain.client.getTransactionReceipt({ hash: txHash })
    if (receipt.status !== 'success') throw new Error(`The credit ${txHash} reverted`)
    const paid = sessions.update(id, { status: 'paid', txHash })
    return paid
      ? { ok: true, session: paid }
      : { ok: false, status: 404, message: `No session ${id}` }
  } catch (error) {
    sessions.update(id, { status: 'pending' })
    throw error
  }
}
