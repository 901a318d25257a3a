/** Which wallets the Connect view shows, and how many recommended ones fit (spec §5, §9). */
import { BROWSER_WALLET_NAME, WALLET_LIMITS } from '../core/constants.js'

export { BROWSER_WALLET_NAME }

/** A wallet the page found (injected, announced or external), as the Connect view would list it. */
export interface WalletCandidate {
  name: string
  rdns?: string | null
  /** Whether its extension or app answers on this page. */
  installed: boolean
}

/** What is known of a wallet the app excluded: enough to recognise it when it is installed. */
export interface ExcludedWallet {
  name: string
  rdns?: string | null
}

export interface VisibilityContext {
  excluded: readonly ExcludedWallet[]
  isMobile: boolean
}

/**
 * VAL-42..45. Names are compared without case, since extensions announce the same wallet with
 * varying case; an rdns only matches an rdns, so a wallet without one is never hidden by rdns.
 */
export function isWalletVisible(candidate: WalletCandidate, context: VisibilityContext): boolean {
  const { name, rdns, installed } = candidate
  if (name === BROWSER_WALLET_NAME) {
    if (!context.isMobile && !installed) return false
    if (context.isMobile && !rdns) return false
  }
  const lowerName = name.toLowerCase()
  const excluded = context.excluded.some(
    (wallet) => (Boolean(rdns) && wallet.rdns === rdns) || wallet.name.toLowerCase() === lowerName,
  )
  return !excluded
}

export interface RecommendedSlots {
  featured: number
  custom: number
  installed: number
  emailEnabled: boolean
  socialsEnabled: boolean
}

/**
 * CONST-42: recommended wallets fill what the other Connect rows leave of 4. The email field and
 * the row of social buttons take one slot each however many socials there are, and the count
 * never goes below 0.
 */
export function recommendedWalletCap(slots: RecommendedSlots): number {
  const taken =
    slots.featured +
    slots.custom +
    slots.installed +
    Number(slots.emailEnabled) +
    Number(slots.socialsEnabled)
  return Math.max(0, WALLET_LIMITS.recommendedCap - taken)
}
