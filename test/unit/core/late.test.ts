import { describe, expect, it } from 'vitest'
import { late } from '../../../src/core/late.js'

describe('late', () => {
  it('hands out the part once it is set, and names it when read before', () => {
    const modal = late<{ close: () => string }>('modal')
    const closeModal = (): string => modal.get().close()
    expect(closeModal).toThrow("Portico's modal was used before it was made")

    const made = modal.set({ close: () => 'closed' })

    expect(made.close()).toBe('closed')
    expect(closeModal()).toBe('closed')
  })
})
