import type { MessageKey } from './en.js'

/**
 * The keys each locale leaves as in English on purpose (brand names, NFT, a count such as "40+",
 * a word the language borrows as is), so that a check for untranslated text can tell them from
 * forgotten ones. Every other key of a locale differs from its English value.
 */
export const SAME_AS_ENGLISH: Readonly<Record<string, readonly MessageKey[]>> = {
  'ar-AR': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'de-DE': [
    'title.ConnectingWalletConnect',
    'title.ConnectingSocial',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
    'connecting.wallet',
    'send.token',
    'names.name',
  ],
  'es-419': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'account.tabTokens',
    'activity.nft',
    'send.token',
    'onRamp.total',
  ],
  'fr-FR': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
    'send.max',
    'outcome.transaction',
    'names.suggestions',
    'onRamp.total',
  ],
  'he-IL': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'hi-IN': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'ja-JP': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'ko-KR': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'pt-BR': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'account.tabTokens',
    'activity.nft',
    'send.token',
    'onRamp.total',
  ],
  'ru-RU': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'tr-TR': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
    'send.token',
  ],
  'uk-UA': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'zh-CN': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'zh-HK': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
  'zh-TW': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'activity.nft',
  ],
}
