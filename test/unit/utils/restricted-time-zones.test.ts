import { describe, expect, it } from 'vitest'
import {
  isRestrictedTimeZone,
  RESTRICTED_TIME_ZONES,
} from '../../../src/utils/restricted-time-zones.js'

describe('restricted time zones', () => {
  it('[ROLE-16] lists the zones of China, Hong Kong and Macau', () => {
    expect(RESTRICTED_TIME_ZONES).toEqual(
      expect.arrayContaining([
        'Asia/Shanghai',
        'Asia/Urumqi',
        'Asia/Chongqing',
        'Asia/Harbin',
        'Asia/Kashgar',
        'Asia/Hong_Kong',
        'Asia/Macau',
        'Asia/Macao',
      ]),
    )
    expect(isRestrictedTimeZone('Asia/Hong_Kong')).toBe(true)
    expect(isRestrictedTimeZone('ASIA/SHANGHAI')).toBe(true)
  })

  it('[ROLE-16] leaves other Asian zones out', () => {
    for (const zone of ['Asia/Taipei', 'Asia/Tokyo', 'Asia/Singapore', 'Europe/Paris']) {
      expect(isRestrictedTimeZone(zone)).toBe(false)
    }
  })
})
