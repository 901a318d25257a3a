import en, { type MessageKey } from './locales/en.js'

/** Whether a string built at run time (`error.${code}`) names a catalogue text. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key)
}
