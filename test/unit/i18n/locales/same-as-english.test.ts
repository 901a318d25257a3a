import { describe, expect, it } from 'vitest'
import arAR from '../../../../src/i18n/locales/ar-AR.js'
import deDE from '../../../../src/i18n/locales/de-DE.js'
import en, { type MessageKey, type Messages } from '../../../../src/i18n/locales/en.js'
import es419 from '../../../../src/i18n/locales/es-419.js'
import frFR from '../../../../src/i18n/locales/fr-FR.js'
import heIL from '../../../../src/i18n/locales/he-IL.js'
import hiIN from '../../../../src/i18n/locales/hi-IN.js'
import idID from '../../../../src/i18n/locales/id-ID.js'
import jaJP from '../../../../src/i18n/locales/ja-JP.js'
import koKR from '../../../../src/i18n/locales/ko-KR.js'
import msMY from '../../../../src/i18n/locales/ms-MY.js'
import ptBR from '../../../../src/i18n/locales/pt-BR.js'
import ruRU from '../../../../src/i18n/locales/ru-RU.js'
import { SAME_AS_ENGLISH } from '../../../../src/i18n/locales/same-as-english.js'
import thTH from '../../../../src/i18n/locales/th-TH.js'
import trTR from '../../../../src/i18n/locales/tr-TR.js'
import ukUA from '../../../../src/i18n/locales/uk-UA.js'
import viVN from '../../../../src/i18n/locales/vi-VN.js'
import zhCN from '../../../../src/i18n/locales/zh-CN.js'
import zhHK from '../../../../src/i18n/locales/zh-HK.js'
import zhTW from '../../../../src/i18n/locales/zh-TW.js'

const LOCALES: Readonly<Record<string, Messages>> = {
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

/** Indexed by the tag a describe.each hands over (a string). */
const sameAsEnglish: Readonly<Record<string, readonly MessageKey[]>> = SAME_AS_ENGLISH
const keys = Object.keys(en).filter((key): key is MessageKey => Object.hasOwn(en, key))
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])

describe.each(Object.entries(LOCALES))('the %s catalogue', (tag, messages) => {
  it('keeps as in English exactly the keys its same-as-English list names', () => {
    const same = keys.filter((key) => messages[key] === en[key])
    expect(same.toSorted()).toStrictEqual([...(sameAsEnglish[tag] ?? [])].toSorted())
  })

  it('keeps every placeholder of each English text, and adds none', () => {
    for (const key of keys) {
      expect(placeholders(messages[key]).toSorted(), key).toStrictEqual(
        placeholders(en[key]).toSorted(),
      )
    }
  })
})

it('lists same-as-English keys only for the locales shipped as files', () => {
  expect(Object.keys(SAME_AS_ENGLISH).toSorted()).toStrictEqual(Object.keys(LOCALES).toSorted())
})
