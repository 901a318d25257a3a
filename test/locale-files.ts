import * as arAR from '../src/i18n/locales/ar-AR.js'
import * as deDE from '../src/i18n/locales/de-DE.js'
import type { MessageKey, Messages } from '../src/i18n/locales/en.js'
import * as es419 from '../src/i18n/locales/es-419.js'
import * as frFR from '../src/i18n/locales/fr-FR.js'
import * as heIL from '../src/i18n/locales/he-IL.js'
import * as hiIN from '../src/i18n/locales/hi-IN.js'
import * as idID from '../src/i18n/locales/id-ID.js'
import * as jaJP from '../src/i18n/locales/ja-JP.js'
import * as koKR from '../src/i18n/locales/ko-KR.js'
import * as msMY from '../src/i18n/locales/ms-MY.js'
import * as ptBR from '../src/i18n/locales/pt-BR.js'
import * as ruRU from '../src/i18n/locales/ru-RU.js'
import * as thTH from '../src/i18n/locales/th-TH.js'
import * as trTR from '../src/i18n/locales/tr-TR.js'
import * as ukUA from '../src/i18n/locales/uk-UA.js'
import * as viVN from '../src/i18n/locales/vi-VN.js'
import * as zhCN from '../src/i18n/locales/zh-CN.js'
import * as zhHK from '../src/i18n/locales/zh-HK.js'
import * as zhTW from '../src/i18n/locales/zh-TW.js'

/** A locale file: its catalogue, and the keys whose text is rightly an English one. */
export interface LocaleFile {
  default: Messages
  sameAsEnglish: readonly MessageKey[]
}

/**
 * Every shipped locale but English, read straight from its file: the unit tests check the files,
 * the browser walk reads what the modal shows against them.
 */
export const LOCALE_FILES: Readonly<Record<string, LocaleFile>> = {
  'ar-AR': arAR,
  'de-DE': deDE,
  'es-419': es419,
  'fr-FR': frFR,
  'he-IL': heIL,
  'hi-IN': hiIN,
  'id-ID': idID,
  'ja-JP': jaJP,
  'ko-KR': koKR,
  'ms-MY': msMY,
  'pt-BR': ptBR,
  'ru-RU': ruRU,
  'th-TH': thTH,
  'tr-TR': trTR,
  'uk-UA': ukUA,
  'vi-VN': viVN,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
}
