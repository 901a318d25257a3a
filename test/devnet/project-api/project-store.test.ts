import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { defaultProjectState } from '../../../devnet/project-api/project-state.js'
import { openProjectStore } from '../../../devnet/project-api/project-store.js'

let dir: string
let file: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portico-project-store-'))
  file = join(dir, 'nested', 'project.json')
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

describe('project store', () => {
  it('starts from the defaults and writes them, so the file can be edited by hand', () => {
    const store = openProjectStore(file)
    expect(store.get()).toEqual(defaultProjectState())
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(defaultProjectState())
  })

  it('starts from the RemoteFeatures defaults of the spec', () => {
    const enabled = Object.fromEntries(
      defaultProjectState().features.map(({ id, isEnabled, config }) => [
        id,
        { isEnabled, config },
      ]),
    )
    expect(enabled).toEqual({
      swaps: { isEnabled: true, config: ['1inch'] },
      onramp: { isEnabled: true, config: ['meld'] },
      email: { isEnabled: true, config: null },
      socials: {
        isEnabled: true,
        config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'],
      },
      activity: { isEnabled: true, config: null },
      reownBranding: { isEnabled: true, config: null },
      multiWallet: { isEnabled: false, config: null },
      emailCapture: { isEnabled: false, config: null },
      payWithExchange: { isEnabled: false, config: null },
      payments: { isEnabled: false, config: null },
      reownAuthentication: { isEnabled: false, config: null },
    })
  })

  it('fills the parts a hand-edited file leaves out with their defaults and drops unknown keys', () => {
    openProjectStore(file)
    writeFileSync(file, JSON.stringify({ isAnalyticsEnabled: false, colour: 'red' }))
    const store = openProjectStore(file)
    expect(store.get()).toEqual({ ...defaultProjectState(), isAnalyticsEnabled: false })
  })

  it('refuses a broken file with a message naming the file and the fault', () => {
    openProjectStore(file)
    writeFileSync(file, JSON.stringify({ planLimits: { tier: 'starter' } }))
    expect(() => openProjectStore(file)).toThrow(
      `${file} is invalid at /planLimits/isAboveMauLimit is required`,
    )
    writeFileSync(file, '{')
    expect(() => openProjectStore(file)).toThrow(`cannot read ${file}`)
    writeFileSync(file, '[]')
    expect(() => openProjectStore(file)).toThrow('must hold a JSON object')
  })
})
