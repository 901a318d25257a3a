import { matchLocale } from '../../src/i18n/match-locale.js'
import { localeDirection, type LocaleTag } from '../../src/i18n/shipped-locales.js'
import { AR_AR } from './account-page-locales/ar-AR.js'
import { DE_DE } from './account-page-locales/de-DE.js'
import { ES_419 } from './account-page-locales/es-419.js'
import { FR_FR } from './account-page-locales/fr-FR.js'
import { HE_IL } from './account-page-locales/he-IL.js'
import { HI_IN } from './account-page-locales/hi-IN.js'
import { ID_ID } from './account-page-locales/id-ID.js'
import { JA_JP } from './account-page-locales/ja-JP.js'
import { KO_KR } from './account-page-locales/ko-KR.js'
import { MS_MY } from './account-page-locales/ms-MY.js'
import { PT_BR } from './account-page-locales/pt-BR.js'
import { RU_RU } from './account-page-locales/ru-RU.js'
import { TH_TH } from './account-page-locales/th-TH.js'
import { TR_TR } from './account-page-locales/tr-TR.js'
import { UK_UA } from './account-page-locales/uk-UA.js'
import { VI_VN } from './account-page-locales/vi-VN.js'
import { ZH_CN } from './account-page-locales/zh-CN.js'
import { ZH_HK } from './account-page-locales/zh-HK.js'
import { ZH_TW } from './account-page-locales/zh-TW.js'
import { ACCOUNT_PAGE_EN, type AccountPageTexts } from './account-page-texts.js'

/** The account pages' words in each language the modal ships (the page is small: all are bundled). */
export const ACCOUNT_PAGE_TEXTS: Record<LocaleTag, AccountPageTexts> = {
  'en-US': ACCOUNT_PAGE_EN,
  'ar-AR': AR_AR,
  'de-DE': DE_DE,
  'es-419': ES_419,
  'fr-FR': FR_FR,
  'he-IL': HE_IL,
  'hi-IN': HI_IN,
  'id-ID': ID_ID,
  'ja-JP': JA_JP,
  'ko-KR': KO_KR,
  'ms-MY': MS_MY,
  'pt-BR': PT_BR,
  'ru-RU': RU_RU,
  'th-TH': TH_TH,
  'tr-TR': TR_TR,
  'uk-UA': UK_UA,
  'vi-VN': VI_VN,
  'zh-CN': ZH_CN,
  'zh-HK': ZH_HK,
  'zh-TW': ZH_TW,
}

export interface AccountPageLanguage {
  locale: LocaleTag
  dir: 'ltr' | 'rtl'
  texts: AccountPageTexts
}

/**
 * The language of the page from the `lang` the modal passes (its locale): the same matching as
 * the modal's, so `es-MX` reads Latin American Spanish and a language not shipped reads English.
 */
export function accountPageLanguage(lang: string | null): AccountPageLanguage {
  const locale = matchLocale(lang === null ? [] : [lang])
  return { locale, dir: localeDirection(locale), texts: ACCOUNT_PAGE_TEXTS[locale] }
}
