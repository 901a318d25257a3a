import { readdirSync, readFileSync } from 'node:fs'
import { Guard } from 'typebox/guard'
import * as Format from 'typebox/format'
import { describe, expect, it } from 'vitest'
import * as CheckRuntime from '../../../codegen/templates/check-runtime.js'

/** The files of an API's check modules (generated/<api>/checks/), relative to generated/<api>/. */
const checkModules = (api: string): string[] =>
  readdirSync(new URL(`../../../generated/${api}/checks/`, import.meta.url)).map(
    (name) => `checks/${name}`,
  )

// The compiled checks call these instead of typebox's (which weigh 7 KB at start-up): each must
// answer exactly as typebox's own does, or a payload the devnet accepts would fail in the browser.
const strings = [
  '',
  'a',
  'héllo',
  '😀',
  'a😀b',
  '\uD83D',
  '\uDE00\uD83D',
  '\uD83D\uD83D\uDE00',
  '2020-12-12',
  '2020-02-29',
  '2021-02-29',
  '2020-13-01',
  '2020-04-31',
  '20:20:40Z',
  '20:20:40.123+01:00',
  '20:20:40',
  '24:00:00Z',
  '23:59:60Z',
  '23:59:60+00:00',
  '22:59:60-01:00',
  '12:00:60Z',
  '20:20:40+24:00',
  '2020-12-12T20:20:40+00:00',
  '2020-12-12t20:20:40z',
  '2024-05-14T09:21:36.000Z',
  '2020-12-12T20:20:40',
  '2020-12-12 20:20:40Z',
  '2020-12-12T20:20:40Z[Europe/Paris]',
  '2020-12-12T20:20:40Z[!u-ca=iso8601]',
  '2020-12-12T20:20:40Z[../x]',
  'name@example.com',
  'first.last+tag@sub.example.org',
  '"quoted name"@example.com',
  'user@[127.0.0.1]',
  'user@[IPv6:::1]',
  'no-at.example.com',
  'two@@example.com',
  'user@-bad.example.com',
  'https://app.example.org',
  'https://app.example.org/login?next=%2Fhome#top',
  'http://127.0.0.1:5173/',
  'http://[::1]:8545',
  'http://[2001:db8::7]/c=GB?objectClass?one',
  'http://[v1.fe80::a+en1]/',
  'http://user:pass@host:80/p',
  'urn:oasis:names:specification:docbook:dtd:xml:4.1.2',
  'mailto:John.Doe@example.com',
  'wc:abc@2?relay-protocol=irn&symKey=00',
  'ftp://ftp.is.co.za/rfc/rfc1808.txt',
  '/relative/path',
  '//no-scheme.example.com',
  'https://exa mple.org',
  'https://example.org/%zz',
  '1http://example.org',
  'http://[1:2:3:4:5:6:7:8:9]/',
  'https://例え.jp',
  '123e4567-e89b-12d3-a456-426614174000',
  '123E4567-E89B-12D3-A456-426614174000',
  '123e4567e89b12d3a456426614174000',
  '123e4567-e89b-12d3-a456-42661417400g',
]

const FORMATS = ['IsDate', 'IsTime', 'IsDateTime', 'IsEmail', 'IsUri', 'IsUuid'] as const

describe('check runtime (the compiled checks’ stand-in for typebox’s guards and formats)', () => {
  it.each(FORMATS)('%s answers as typebox’s own format does', (name) => {
    const ours = CheckRuntime[name]
    const typebox = Format[name]
    for (const value of strings) expect([value, ours(value)]).toEqual([value, typebox(value)])
  })

  it('CodePointCount counts as typebox’s guard does, lone surrogates included', () => {
    for (const value of strings) {
      expect([value, CheckRuntime.CodePointCount(value)]).toEqual([
        value,
        Guard.CodePointCount(value),
      ])
    }
  })

  it('the URI pattern is typebox’s, character for character', () => {
    const source = readFileSync(
      new URL('../../../node_modules/typebox/build/format/uri.mjs', import.meta.url),
      'utf8',
    )
    const typeboxPattern = /const Uri = \/(.*)\/i;/.exec(source)?.[1]
    expect(typeboxPattern).toBeDefined()
    expect(new RegExp(typeboxPattern ?? '', 'i').source).toBe(CheckRuntime.URI_PATTERN.source)
  })

  it('generated checks import no typebox module (they run in the browser’s first load)', () => {
    for (const api of ['blockchain-api', 'project-api', 'frame-messages']) {
      for (const file of ['checks.ts', ...checkModules(api)]) {
        const text = readFileSync(
          new URL(`../../../generated/${api}/${file}`, import.meta.url),
          'utf8',
        )
        expect([api, file, text.includes('typebox')]).toEqual([api, file, false])
      }
    }
  })
})
