import { describe, expect, it } from 'vitest'
import { accountPageUrl } from '../../../src/frame/account-page-url.js'

describe('accountPageUrl', () => {
  it("puts the page next to the frame's, with the project, the host's origin, language and theme", () => {
    const url = new URL(
      accountPageUrl('http://localhost:4100/frame', 'my-project', 'passkeys', {
        lang: 'de-DE',
        theme: 'dark',
        themeVariables: {},
        parentOrigin: 'https://app.example',
      }),
    )
    expect(url.origin + url.pathname).toBe('http://localhost:4100/account/passkeys')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'my-project',
      parentOrigin: 'https://app.example',
      lang: 'de-DE',
      theme: 'dark',
    })
  })

  it("passes the app's theme variables as JSON, for the page to take its colours from", () => {
    const themeVariables = { accent: '#c2255c', '--p-on-accent': '#fff', radius: 8 }
    const url = new URL(
      accountPageUrl('http://localhost:4100/frame', 'my-project', 'export', {
        lang: 'en-US',
        theme: 'light',
        themeVariables,
        parentOrigin: 'https://app.example',
      }),
    )
    const passed: unknown = JSON.parse(url.searchParams.get('themeVariables') ?? '')
    expect(passed).toEqual(themeVariables)
  })
})
