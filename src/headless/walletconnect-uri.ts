import { newPairing } from '../core/walletconnect-pairing.js'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'

/** A WalletConnect pairing for the app's own QR code: the URI and when it stops being offered. */
export interface WalletConnectPairing {
  /** The `wc:` URI to show as a QR code or pass to a deep link. */
  uri: string
  /** Milliseconds since the epoch; ask `getWalletConnectUri` again after it for a fresh one. */
  expiresAt: number
}

/**
 * The WalletConnect pairing URI to show as a QR code or deep link, with its expiry: the current
 * one while it is still valid (more than 10 s left), else a fresh one. Rejects with a
 * ConnectionError 'Provider not found' when the instance has no `walletConnect` option.
 * `connect(portico, 'walletConnect')` waits on the same pairing.
 */
export async function getWalletConnectUri(portico: Portico): Promise<WalletConnectPairing> {
  const { connections } = internalsOf(portico)
  const uri = await connections.pairingUri()
  const { pairing } = connections.store.getState()
  // Another call may have replaced the pairing meanwhile; this URI then lives its full span.
  const expiresAt = pairing?.uri === uri ? pairing.expiry : newPairing(uri, Date.now()).expiry
  return { uri, expiresAt }
}

/**
 * Calls `onChange` with each new pairing (a `connect` started one, or the last one expired and
 * was replaced), and with undefined once a wallet has used it. Returns the unsubscribe function.
 */
export function watchWalletConnectUri(
  portico: Portico,
  onChange: (pairing: WalletConnectPairing | undefined) => void,
): () => void {
  return internalsOf(portico).connections.store.select(
    (state) => state.pairing,
    (pairing) => {
      onChange(pairing && { uri: pairing.uri, expiresAt: pairing.expiry })
    },
  )
}
