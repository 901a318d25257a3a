import type { MessageKey, Messages } from './locales/en.js'

/**
 * Whether a string built at run time (`error.${code}`) names a catalogue text. Every locale holds
 * every key, so any catalogue that arrived answers (none is in the first load).
 */
export function isMessageKey(key: string, messages: Messages): key is MessageKey {
  return Object.hasOwn(messages, key)
}
