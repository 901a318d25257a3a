import { afterEach, describe, expect, it, vi } from 'vitest'
import { validators } from '../../../generated/frame-messages/validators.js'
import { createCorrelationId } from '../../../src/frame/correlation-id.js'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('correlation id', () => {
  it('[STATE-23] is 32 lowercase hex digits, a valid CorrelationId', () => {
    const id = createCorrelationId()
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(validators.CorrelationId.check(id)).toBe(true)
  })

  it('[STATE-23] comes from crypto.getRandomValues (16 bytes), never Math.random', () => {
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues')
    const random = vi.spyOn(Math, 'random')
    createCorrelationId()
    expect(getRandomValues).toHaveBeenCalledOnce()
    expect(getRandomValues.mock.calls[0]?.[0]).toHaveLength(16)
    expect(random).not.toHaveBeenCalled()
  })

  it('[STATE-23] writes each byte as two hex digits, leading zeros kept', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint8Array) array.set([0, 1, 15, 16, 255, 171])
      return array
    })
    expect(createCorrelationId()).toBe(`00010f10ffab${'00'.repeat(10)}`)
  })

  it('[STATE-23] does not repeat across many ids', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => createCorrelationId()))
    expect(ids.size).toBe(1000)
  })
})
