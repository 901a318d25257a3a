import { placeholdersOf } from './format-message.js'
import { isMessageKey } from './is-message-key.js'
import type { MessageKey, Messages } from './locales/en.js'

export interface KnownMessage {
  key: MessageKey
  params?: Record<string, string>
}

/** Only the spec's messages that controllers raise in English are looked up. */
const RAISED = /^(error|toast)\./

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&')

type Pattern = readonly [MessageKey, RegExp, string[]]

/** Built once per English catalogue (it is fetched once, so once per page). */
const patterns = new WeakMap<Messages, readonly Pattern[]>()

/** Each raised message as a pattern: its text, a `{placeholder}` matching whatever stands there. */
function raisedPatterns(en: Messages): readonly Pattern[] {
  const known = patterns.get(en)
  if (known) return known
  const built = Object.keys(en)
    .filter((key) => isMessageKey(key, en))
    .filter((key) => RAISED.test(key))
    .map((key) => {
      const template = en[key]
      const source = escape(template).replace(/\{(\w+)\}/g, '(.+?)')
      return [key, new RegExp(`^${source}$`), placeholdersOf(template)] as const
    })
  patterns.set(en, built)
  return built
}

/**
 * The catalogue key of a message a controller raised in English (its API for hosts), with the
 * values in its placeholders: the modal shows it in the visitor's language by this key. The
 * controllers' texts are the spec's, word for word, and a unit test holds each to its key. `en`
 * is the English catalogue, lazy like every other.
 */
export function messageKeyOf(message: string, en: Messages): KnownMessage | undefined {
  for (const [key, pattern, names] of raisedPatterns(en)) {
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
