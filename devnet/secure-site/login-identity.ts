/** Who signed in, and how: every login kind ends in one of these, which names its wallet. */
export type LoginIdentity =
  | { kind: 'email'; email: string }
  | { kind: 'social'; provider: SocialProvider; account: string }
  | { kind: 'farcaster'; userName: string }

/** The social logins the devnet's stand-in consent page offers (spec §9's default socials). */
export const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'apple', 'github', 'facebook'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.some((provider) => provider === value)

/** Providers whose account is an email address; the others sign in with a user name. */
const EMAIL_PROVIDERS: readonly SocialProvider[] = ['google', 'apple', 'facebook']

export const accountIsEmail = (provider: SocialProvider): boolean =>
  EMAIL_PROVIDERS.includes(provider)

/**
 * The key of the identity's embedded wallet. An email login keeps the bare email (the key
 * wallets.json has always used); other logins are prefixed so that no two kinds share a wallet.
 */
export function walletKeyOf(identity: LoginIdentity): string {
  switch (identity.kind) {
    case 'email':
      return identity.email
    case 'social':
      return `${identity.provider}:${identity.account}`
    case 'farcaster':
      return `farcaster:${identity.userName}`
  }
}

/** What the frame may tell the page about the user: an email and a user name where there are. */
export function profileOf(identity: LoginIdentity): {
  email: string | null
  userName: string | null
  socialProvider: SocialProvider | 'farcaster' | null
} {
  switch (identity.kind) {
    case 'email':
      return { email: identity.email, userName: null, socialProvider: null }
    case 'social':
      return accountIsEmail(identity.provider)
        ? { email: identity.account, userName: null, socialProvider: identity.provider }
        : { email: null, userName: identity.account, socialProvider: identity.provider }
    case 'farcaster':
      return { email: null, userName: identity.userName, socialProvider: 'farcaster' }
  }
}
