import { describe, expect, it } from 'vitest'
import { EMAIL_CODE_COOLDOWN_MS } from '../../../src/core/constants.js'
import { emailCooldownError } from '../../../src/frame/email-cooldown.js'

const sent = 1_700_000_000_000

describe('email code cooldown', () => {
  it('[VAL-01] refuses a second code request within 30 s', () => {
    expect(emailCooldownError(sent, sent + 1000)?.message).toBe('Please try again after 29 seconds')
    expect(emailCooldownError(sent, sent + EMAIL_CODE_COOLDOWN_MS - 1)?.message).toBe(
      'Please try again after 1 seconds',
    )
  })

  it('[VAL-02] rounds the seconds left up: 12.2 s left gives 13', () => {
    expect(emailCooldownError(sent, sent + EMAIL_CODE_COOLDOWN_MS - 12_200)?.message).toBe(
      'Please try again after 13 seconds',
    )
  })

  it('[VAL-03] allows a request once the 30 s have passed, or when none was made', () => {
    expect(emailCooldownError(sent, sent + EMAIL_CODE_COOLDOWN_MS)).toBeUndefined()
    expect(emailCooldownError(undefined, sent)).toBeUndefined()
  })
})
