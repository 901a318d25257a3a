import { describe, expect, it } from 'vitest'
import { dragCloses } from '../../../../src/ui/sheet/drag-to-close.js'

describe('dragCloses', () => {
  const height = 600

  it('closes a sheet dragged a quarter of its height or more, however slowly', () => {
    expect(dragCloses({ distance: 150, speed: 0, height })).toBe(true)
    expect(dragCloses({ distance: 400, speed: 0.1, height })).toBe(true)
  })

  it('snaps back a slow drag short of a quarter', () => {
    expect(dragCloses({ distance: 149, speed: 0.2, height })).toBe(false)
    expect(dragCloses({ distance: 60, speed: 0.49, height })).toBe(false)
  })

  it('closes on a downward flick of at least 24 px at 0.5 px/ms or faster', () => {
    expect(dragCloses({ distance: 24, speed: 0.5, height })).toBe(true)
    expect(dragCloses({ distance: 40, speed: 2, height })).toBe(true)
  })

  it('does not take a twitch or an upward flick for a close', () => {
    expect(dragCloses({ distance: 23, speed: 3, height })).toBe(false)
    expect(dragCloses({ distance: 30, speed: -2, height })).toBe(false)
  })
})
