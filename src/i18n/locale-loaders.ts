import type { Messages } from './locales/en.js'
import type { LocaleTag } from './shipped-locales.js'

type Loader = () => Promise<{ default: Messages }>

/**
 * Every shipped locale, English too, each its own import(): a bundler makes one chunk per
 * locale, and a page fetches only what its visitor reads (the modal fetches it when it mounts).
 */
export const LOCALE_LOADERS: { readonly [Tag in LocaleTag]: Loader } = {
  'en-US': () => import('./locales/en.js'),
  'ar-AR': () => import('./locales/ar-AR.js'),
  'de-DE': () => import('./locales/de-DE.js'),
  'es-419': () => import('./locales/es-419.js'),
  'fr-FR': () => import('./locales/fr-FR.js'),
  'he-IL': () => import('./locales/he-IL.js'),
  'hi-IN': () => import('./locales/hi-IN.js'),
  'id-ID': () => import('./locales/id-ID.js'),
  'ja-JP': () => import('./locales/ja-JP.js'),
  'ko-KR': () => import('./locales/ko-KR.js'),
  'ms-MY': () => import('./locales/ms-MY.js'),
  'pt-BR': () => import('./locales/pt-BR.js'),
  'ru-RU': () => import('./locales/ru-RU.js'),
  'th-TH': () => import('./locales/th-TH.js'),
  'tr-TR': () => import('./locales/tr-TR.js'),
  'uk-UA': () => import('./locales/uk-UA.js'),
  'vi-VN': () => import('./locales/vi-VN.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-HK': () => import('./locales/zh-HK.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}
