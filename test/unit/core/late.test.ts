import { describe, expect, it } from 'vitest'
import { late, LATE_READ_MESSAGE } from '../../../src/core/late.js'

describe('late', () => {
  it('hands out the part once it is set, and throws when read before', () => {
    const modal = late<{ close: () => string }>()
    const closeModal = (): string => modal.get().close()
    expect(closeModal).toThrow(LATE_READ_MESSAGE)

    const made = modal.set({ close: () => 'closed' })

    expect(made.close()).toBe('closed')
    expect(closeModal()).toBe('closed')
  })
})
