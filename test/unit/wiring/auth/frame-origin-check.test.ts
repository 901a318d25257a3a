import { describe, expect, it } from 'vitest'
import { CODED_ERRORS, type CodedErrorInfo } from '../../../../src/core/errors.js'
import { frameOriginCheck } from '../../../../src/wiring/auth/frame-origin-check.js'

function setup(origins: string[] | Error, pageUrl = 'http://127.0.0.1:5173/app') {
  const shown: CodedErrorInfo[] = []
  const check = frameOriginCheck({
    pageUrl: () => pageUrl,
    getAllowedOrigins: () =>
      origins instanceof Error ? Promise.reject(origins) : Promise.resolve(origins),
    showCodedError: (error) => shown.push(error),
  })
  return { check, shown }
}

describe('the page origin check before the secure frame is created', () => {
  it('lets a page the project lists create the frame', async () => {
    const { check, shown } = setup(['http://127.0.0.1:5173'])
    await expect(check()).resolves.toBeUndefined()
    expect(shown).toEqual([])
  })

  it('shows APKT002 and fails the login on a page the project does not list', async () => {
    const { check, shown } = setup(['https://app.example.org'])
    await expect(check()).rejects.toMatchObject({ code: 'APKT002' })
    expect(shown).toEqual([CODED_ERRORS.INVALID_APP_CONFIGURATION])
  })

  it('cannot tell from an empty or failed list, and lets the frame try', async () => {
    for (const origins of [[], new Error('SERVER_ERROR')]) {
      const { check, shown } = setup(origins)
      await expect(check()).resolves.toBeUndefined()
      expect(shown).toEqual([])
    }
  })
})
