/**
 * Where a name, symbol or label from a service becomes display text. Bidi controls would make
 * the modal's own amounts and addresses beside it read reversed (a balance of 1.5 as "5.1"), and
 * zero-width characters make two different names look the same; both are removed, not merely
 * isolated (<bdi> isolates a run from its neighbours, but the controls inside it still act).
 * Control characters go too, and the text is capped so a 5,000-character name cannot crowd out
 * the rest of a row.
 */

/** U+202A–U+202E and U+2066–U+2069 (embeddings, overrides, isolates), U+200E/F, U+061C. */
const BIDI_CONTROLS = '\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c'
/** U+200B–U+200D, U+2060 and U+FEFF: characters that take no space. */
const ZERO_WIDTH = '\u200b-\u200d\u2060\ufeff'
/** C0 and C1 controls (a newline or a tab in a name breaks its row too). */
const CONTROLS = '\u0000-\u001f\u007f-\u009f'
const INVISIBLE = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}${CONTROLS}]`, 'g')

/** Names and symbols keep at most this many user-perceived characters; '…' marks the cut. */
export const DISPLAY_TEXT_CAP = 64

/** The text's graphemes when the runtime can split them, else its code points. */
function graphemes(text: string): string[] {
  if (typeof Intl.Segmenter === 'function')
    return Array.from(new Intl.Segmenter().segment(text), (part) => part.segment)
  return Array.from(text)
}

/**
 * The text to show: without bidi controls, zero-width and control characters, trimmed, and cut to
 * `cap` graphemes (the last one an ellipsis). Anything not a string is the empty text.
 */
export function displayText(value: unknown, cap: number = DISPLAY_TEXT_CAP): string {
  if (typeof value !== 'string') return ''
  const clean = value.replace(INVISIBLE, '').trim()
  // A cheap test first: most names are short, and splitting them all would cost for nothing.
  if (clean.length <= cap) return clean
  const parts = graphemes(clean)
  return parts.length <= cap ? clean : `${parts.slice(0, cap - 1).join('')}…`
}
