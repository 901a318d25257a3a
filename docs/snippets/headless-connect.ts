// Headless: the app's own connect dialog from Portico's framework-free functions; no React, no
// modal. The same calls serve Vue, Svelte or plain JavaScript.
import {
  connect,
  getAccount,
  getWalletConnectUri,
  getWalletList,
  searchWallets,
  sendEmailCode,
  verifyEmailCode,
  watchAccount,
  type Portico,
  type WalletEntry,
} from 'portico'

/** The wallets as Connect lists them (installed, WalletConnect, recent, recommended…). */
export async function walletsToShow(portico: Portico): Promise<WalletEntry[]> {
  const { groups } = await getWalletList(portico)
  return groups.flatMap((group) => group.wallets)
}

/** A registry search, page by page, for a "more wallets" list. */
export async function findWallets(portico: Portico, query: string, page = 1) {
  const found = await searchWallets(portico, { query, page })
  return { wallets: found.wallets, next: found.hasMore ? page + 1 : undefined }
}

/**
 * Connects an entry. WalletConnect and registry wallets pair through a URI the app shows as its
 * own QR code: `showQr` gets it, with the time it stops being offered.
 */
export async function connectEntry(
  portico: Portico,
  entry: WalletEntry,
  showQr: (uri: string, expiresAt: number) => void,
) {
  if (entry.kind !== 'installed') {
    const { uri, expiresAt } = await getWalletConnectUri(portico)
    showQr(uri, expiresAt)
  }
  return connect(portico, entry.id)
}

/** Email login in two steps: the code is mailed, then the visitor types it. */
export async function emailLogin(portico: Portico, email: string, askCode: () => Promise<string>) {
  const step = await sendEmailCode(portico, email)
  return verifyEmailCode(portico, step === 'VERIFY_OTP' ? await askCode() : undefined)
}

/** Calls `render` with the account's status and address now and on every change. */
export function followAccount(
  portico: Portico,
  render: (status: string, address: string | undefined) => void,
): () => void {
  const { status, address } = getAccount(portico)
  render(status, address)
  return watchAccount(portico, (account) => {
    render(account.status, account.address)
  })
}
