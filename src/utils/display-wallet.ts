import type { components as ProjectApi } from '../../generated/project-api/types.js'
import { displayText } from './display-text.js'
import { safeDeepLinkBase, safeWebUrl } from './safe-url.js'

type WalletListing = ProjectApi['schemas']['WalletListing']

/**
 * A registry wallet as the modal shows it: its name as display text, its homepage only when it
 * is a web page, and its mobile, desktop and web-app links only when they are a web page or the
 * wallet's own scheme; a link that fails is dropped (with a warning) and the others stay.
 */
export function displayWalletListing(wallet: WalletListing): WalletListing {
  const shown: WalletListing = { ...wallet, name: displayText(wallet.name) }
  const homepage = safeWebUrl(wallet.homepage, 'wallet homepage')
  if (homepage === undefined) delete shown.homepage
  else shown.homepage = homepage
  shown.mobile_link =
    safeDeepLinkBase(wallet.mobile_link ?? undefined, 'wallet mobile_link') ?? null
  shown.desktop_link =
    safeDeepLinkBase(wallet.desktop_link ?? undefined, 'wallet desktop_link') ?? null
  shown.webapp_link = safeWebUrl(wallet.webapp_link ?? undefined, 'wallet webapp_link') ?? null
  return shown
}
