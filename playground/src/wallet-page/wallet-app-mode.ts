/**
 * The wallet page opened as a wallet app would be on a phone, through its universal link
 * (`/wallet-app/wc?uri=…` to pair, `/wallet-app/wc?requestId=…&sessionTopic=…` for a request):
 * it pairs by itself, keeps its sessions under one storage prefix (so the page opened again for a
 * request finds the session a closed one approved), and, as a wallet app that honours the
 * dapp's `metadata.redirect`, goes back to the dapp once the visitor decided.
 */
export const WALLET_APP_STORAGE_PREFIX = 'portico-devnet-wallet-app'

export interface WalletAppVisit {
  /** The pairing URI the link carried. */
  pairingUri: string | undefined
}

/** The visit when the page was opened through the wallet app's link; undefined otherwise. */
export function walletAppVisit(location: Pick<Location, 'pathname' | 'search'>) {
  if (!/^\/wallet-app\/wc\/?$/.test(location.pathname)) return undefined
  const uri = new URLSearchParams(location.search).get('uri')
  const visit: WalletAppVisit = { pairingUri: uri?.startsWith('wc:') ? uri : undefined }
  return visit
}

interface PeerMetadata {
  redirect?: { native?: string; universal?: string }
}

/** The way back the dapp named: its universal link (a web page), else its native one. */
export function returnLinkOf(metadata: PeerMetadata): string | undefined {
  const { universal, native } = metadata.redirect ?? {}
  if (universal && /^https?:\/\//.test(universal)) return universal
  return native || undefined
}
