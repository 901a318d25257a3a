import { placeholdersOf } from './format-message.js'
import { isMessageKey } from './is-message-key.js'
import en, { type MessageKey } from './locales/en.js'

export interface KnownMessage {
  key: MessageKey
  params?: Record<string, string>
}

/** Only the spec's messages that controllers raise in English are looked up. */
const RAISED = /^(error|toast)\./

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

let patterns: readonly (readonly [MessageKey, RegExp, string[]])[] | undefined

/** Each raised message as a pattern: its text, a `{placeholder}` matching whatever stands there. */
function raisedPatterns() {
  patterns ??= Object.keys(en)
    .filter(isMessageKey)
    .filter((key) => RAISED.test(key))
    .map((key) => {
      const template = en[key]
      const source = escape(template).replace(/\{(\w+)\}/g, '(.+?)')
      return [key, new RegExp(`^${source}$`), placeholdersOf(template)] as const
    })
  return patterns
}

/**
 * The catalogue key of a message a controller raised in English (its API for hosts), with the
 * values in its placeholders: the modal shows it in the visitor's language by this key. The
 * controllers' texts are the spec's, word for word, and a unit test holds each to its key.
 */
export function messageKeyOf(message: string): KnownMessage | undefined {
  for (const [key, pattern, names] of raisedPatterns()) {
    const match = pattern.exec(message)
    if (!match) continue
    if (names.length === 0) return { key }
    return {
      key,
      params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
    }
  }
  return undefined
}
