import { describe, expect, it } from 'vitest'
import { DISPLAY_TEXT_CAP, displayText } from '../../../src/utils/display-text.js'

describe('service text made display text', () => {
  it.each([
    ['right-to-left override', 'USD\u202eC', 'USDC'],
    ['every embedding and override', '\u202aa\u202bb\u202cc\u202dd\u202ee', 'abcde'],
    ['isolates', '\u2066x\u2067y\u2068z\u2069', 'xyz'],
    ['marks', '\u200eleft\u200fright\u061carabic', 'leftrightarabic'],
    ['zero-width characters', 'Me\u200bta\u200cMa\u200dsk\u2060\ufeff', 'MetaMask'],
    ['a reversed balance', '\u202e5.1', '5.1'],
    ['controls and newlines', 'line\none\ttab\u0000\u009f', 'lineonetab'],
    ['surrounding space', '  ETH  ', 'ETH'],
    ['emoji and accents kept', 'Zoë 🦊', 'Zoë 🦊'],
    ['not a string', 42, ''],
    ['absent', undefined, ''],
  ])('%s', (_, value, shown) => {
    expect(displayText(value)).toBe(shown)
  })

  it('caps a long name at the cap, ending in an ellipsis', () => {
    const shown = displayText('W'.repeat(5000))
    expect(Array.from(shown)).toHaveLength(DISPLAY_TEXT_CAP)
    expect(shown.endsWith('…')).toBe(true)
    expect(displayText('W'.repeat(DISPLAY_TEXT_CAP))).toBe('W'.repeat(DISPLAY_TEXT_CAP))
  })

  it('counts graphemes, so a cut never splits a flag or a family', () => {
    const flags = '🇫🇷'.repeat(100)
    const shown = displayText(flags, 10)
    expect(shown).toBe(`${'🇫🇷'.repeat(9)}…`)
  })

  it('strips before capping, so invisible padding cannot push text out', () => {
    expect(displayText(`${'\u200b'.repeat(500)}ETH`, 8)).toBe('ETH')
  })
})
