import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { validators, type components } from '../../generated/project-api/index.js'

export type WalletListing = components['schemas']['WalletListing']

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** The registry snapshot kept in the repository (provenance in data/README.md). */
export const DEFAULT_WALLETS_FILE = join(REPO_ROOT, 'devnet', 'project-api', 'data', 'wallets.json')

// Only the fields the WalletListing schema has, so a richer source file never leaks through.
const listingOf = (wallet: WalletListing): WalletListing => ({
  id: wallet.id,
  name: wallet.name,
  homepage: wallet.homepage,
  image_id: wallet.image_id,
  order: wallet.order,
  rdns: wallet.rdns,
  chains: wallet.chains,
  mobile_link: wallet.mobile_link,
  desktop_link: wallet.desktop_link,
  webapp_link: wallet.webapp_link,
  badge: wallet.badge,
})

const rankOf = (wallet: WalletListing): number => wallet.order ?? Number.POSITIVE_INFINITY

/** Reads the wallet registry file, checks every entry against WalletListing and sorts by order. */
export function loadWalletRegistry(file: string = DEFAULT_WALLETS_FILE): readonly WalletListing[] {
  if (!existsSync(file)) {
    throw new Error(
      `Project API: no wallet registry at ${file}; pass walletsFile or restore ` +
        'devnet/project-api/data/wallets.json',
    )
  }
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!Array.isArray(parsed)) throw new Error(`Project API: ${file} must hold a JSON array`)
  return parsed
    .map((entry: unknown, index) => {
      if (validators.WalletListing.check(entry)) return listingOf(entry)
      const [issue] = validators.WalletListing.errors(entry)
      const where = issue ? `${issue.path} ${issue.message}` : 'is invalid'
      throw new Error(`Project API: ${file} entry ${index} ${where}`)
    })
    .sort((a, b) => rankOf(a) - rankOf(b))
}
