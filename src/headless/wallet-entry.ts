import type { ConnectorRecord } from '../controllers/connectors.js'
import type { WalletListing } from '../controllers/wallets.js'
import type { PorticoInternals } from '../create-portico.js'

/**
 * One wallet a host's own connect dialog lists. Pass its `id` to `connect`: an installed wallet
 * connects in its extension, WalletConnect and a registry wallet through a pairing URI.
 */
export interface WalletEntry {
  /** What `connect` takes. */
  id: string
  /** The wallet's name as shown. */
  name: string
  /** An image URL (or data URL for an installed wallet); undefined without one. */
  icon: string | undefined
  /** `installed` (EIP-6963 or Wallet Standard), `walletConnect` or a `registry` wallet. */
  kind: 'installed' | 'walletConnect' | 'registry'
}

/** An installed wallet or Portico's WalletConnect connector as the list shows it. */
export function connectorEntry(connector: ConnectorRecord): WalletEntry {
  return {
    id: connector.id,
    name: connector.name,
    icon: connector.imageUrl ?? connector.info?.icon,
    kind: connector.type === 'WALLET_CONNECT' ? 'walletConnect' : 'installed',
  }
}

/** A wallet of the registry, with the Project API's image of it. */
export function registryEntry(portico: PorticoInternals, wallet: WalletListing): WalletEntry {
  return {
    id: wallet.id,
    name: wallet.name,
    icon: portico.walletImageUrl(wallet),
    kind: 'registry',
  }
}
