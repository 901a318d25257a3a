import type { WalletGroup } from '../../controllers/connectors.js'
import { ownBrowserWalletFirst } from '../../controllers/own-browser-wallet.js'
import { ownBrowserWalletRdns } from '../../core/in-app-browser.js'

/** The wallet groups in this browser's order: a wallet's own browser lists that wallet first. */
export const ownBrowserOrder = (groups: readonly WalletGroup[]): WalletGroup[] =>
  ownBrowserWalletFirst(groups, ownBrowserWalletRdns(globalThis))
