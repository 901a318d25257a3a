import type { LocaleTag } from '../shipped-locales.js'
import type { MessageKey } from './en.js'

/**
 * The keys each locale leaves as in English on purpose (brand names, NFT, a count such as "40+",
 * a word the language borrows as is), so that a check for untranslated text can tell them from
 * forgotten ones. Every other key of a locale differs from its English value.
 */
export const SAME_AS_ENGLISH: {
  readonly [Tag in Exclude<LocaleTag, 'en-US'>]: readonly MessageKey[]
} = {
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
  'id-ID': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'email.label',
    'email.placeholder',
    'activity.nft',
    'otp.digit',
    'send.token',
    'onRamp.total',
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
  'ms-MY': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'common.edit',
    'connect.walletCount',
    'activity.nft',
    'otp.digit',
    'send.token',
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
  'th-TH': [
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
  'vi-VN': [
    'title.ConnectingWalletConnect',
    'title.ConnectingFarcaster',
    'connect.walletCount',
    'email.label',
    'email.placeholder',
    'activity.nft',
    'send.token',
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
