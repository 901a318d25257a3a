/**
 * The account page's words. The host passes its locale (`lang`); a language the site has no
 * words for is shown in English.
 */
export const ACCOUNT_PAGE_EN = {
  notAllowed: 'This page may not be shown here.',
  signInFirst: 'Sign in first.',
  exportTitle: 'Export your wallet keys',
  exportWarning:
    'Anyone with these keys controls your wallet and its funds. Never share them; keep them offline.',
  sendCode: 'Email me a confirmation code',
  codeSent: 'A code is on its way to your email.',
  codeLabel: 'Confirmation code',
  showKeys: 'Confirm and show the keys',
  confirmAdd: 'Confirm and add the passkey',
  confirmRemove: 'Confirm and remove it',
  usePasskey: 'Use my passkey',
  proofIntro: 'Prove it is you first: enter a new email code or use your passkey.',
  evmKey: 'EVM private key',
  solanaKey: 'Solana secret key',
  copy: 'Copy',
  copied: 'Copied',
  passkeysTitle: 'Passkeys',
  passkeysIntro: 'Sign in with your fingerprint, face or device PIN instead of an email code.',
  noPasskeys: 'No passkey yet.',
  addPasskey: 'Add a passkey',
  passkeyAdded: 'Passkey added. You can sign in with it now.',
  removePasskey: 'Remove',
  passkeyRemoved: 'Passkey removed.',
  passkeyName: 'Passkey added {date}',
  passkeyLoginTitle: 'Sign in with a passkey',
  passkeyLoginIntro:
    'Use the passkey you added to your account: your fingerprint, face or device PIN, no email code.',
  passkeyCancelled:
    'The passkey prompt was closed, so you are not signed in. Try again, or go back to sign in another way.',
  passkeySignedIn: 'Signed in. Opening your wallet…',
  lastUsed: 'Last used {date}',
  never: 'never',
  sessionsTitle: 'Where you are signed in',
  thisSession: 'This browser',
  unknownDevice: 'Unknown device',
  endSession: 'Sign out there',
  endOthers: 'Sign out everywhere else',
  ended: 'Signed out of {count} other place(s).',
  noOtherSessions: 'You are signed in nowhere else.',
} as const

export type AccountPageTexts = Record<keyof typeof ACCOUNT_PAGE_EN, string>

/** A text with its `{name}` places filled. */
export const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
