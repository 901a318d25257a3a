// A request to a WalletConnect wallet: its answer awaited 15 s once the visitor is back.
import { createPortico, WalletAnswerLostError, type CreatePorticoOptions } from 'portico'

export function createPatientPortico(options: CreatePorticoOptions) {
  return createPortico({
    ...options,
    walletConnect: { relayUrl: 'wss://relay.example', answerTimeoutMs: 15_000 },
  })
}

export async function signOrExplain(sign: () => Promise<string>): Promise<string | undefined> {
  try {
    return await sign()
  } catch (error) {
    // The wallet may have signed: show the message, let the visitor look before asking again.
    if (error instanceof WalletAnswerLostError) return undefined
    throw error
  }
}
