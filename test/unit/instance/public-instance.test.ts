import { describe, expect, expectTypeOf, it } from 'vitest'
import { PorticoError } from '../../../src/core/portico-error.js'
import { createPortico, type Portico, type PorticoModalState } from '../../../src/index.js'
import { internalsOf } from '../../../src/instance/internal-handle.js'
import { offlineOptions } from '../offline-options.js'

const offline = () => createPortico({ ...offlineOptions, window: undefined, document: undefined })

describe('the public instance', () => {
  it('has at most 25 members, none of them a store or a controller', async () => {
    const portico = offline()
    const members = Object.entries(portico)
    expect(members.length).toBeLessThanOrEqual(25)
    for (const [name, value] of members) {
      expect(value, name).not.toHaveProperty('store')
      expect(value, name).not.toHaveProperty('getState')
    }
    await portico.destroy()
  })

  it('leads to its internals through internalsOf, and any other object to a PorticoError', async () => {
    const portico = offline()
    expect(internalsOf(portico).router.store.getState().view).toBe('Connect')
    // A copy has every member but was not made by createPortico.
    expect(() => internalsOf({ ...portico })).toThrow(new PorticoError('Not a Portico instance'))
    await portico.destroy()
  })

  it('tells the modal’s state and each change of it', async () => {
    const portico = offline()
    const heard: PorticoModalState[] = []
    const stop = portico.subscribeModal((state) => heard.push(state))
    portico.open('Networks')
    portico.close()
    stop()
    const heardBeforeStop = heard.length
    portico.open()
    expect(heard).toContainEqual({ open: true, view: 'Networks' })
    // Closing resets the router to Connect for the next open.
    expect(heard.at(-1)).toEqual({ open: false, view: 'Connect' })
    expect(heard).toHaveLength(heardBeforeStop)
    await portico.destroy()
  })

  it('switches the theme without reaching the theme controller', async () => {
    const portico = offline()
    portico.setThemeMode('dark')
    portico.setThemeVariables({ accent: '#0f766e' })
    const { themeMode, themeVariables } = internalsOf(portico).theme.store.getState()
    expect(themeMode).toBe('dark')
    expect(themeVariables.accent).toBe('#0f766e')
    await portico.destroy()
  })

  it('reads the Sign In With X session and hears its changes', async () => {
    const portico = offline()
    expect(portico.getSiwxSession()).toEqual({
      status: 'idle',
      signedIn: false,
      email: undefined,
    })
    const heard: boolean[] = []
    const stop = portico.subscribeSiwxSession(({ signedIn }) => heard.push(signedIn))
    internalsOf(portico).siwx.store.setState({ signedIn: true })
    internalsOf(portico).siwx.store.setState({ message: undefined })
    stop()
    expect(heard).toEqual([true])
    await portico.destroy()
  })

  it('hands every tracked event to subscribeEvents', async () => {
    const portico = offline()
    const heard: string[] = []
    const stop = portico.subscribeEvents((event) => heard.push(event.props.event))
    // What the modal's funnel tracks as it opens (the modal itself is portico/ui's).
    internalsOf(portico).events.track({ event: 'MODAL_OPEN', properties: { connected: false } })
    stop()
    internalsOf(portico).events.track({ event: 'MODAL_CLOSE', properties: { connected: false } })
    expect(heard).toEqual(['MODAL_OPEN'])
    await portico.destroy()
  })

  it('loads a lazy feature ahead of its view', async () => {
    const portico = offline()
    expect(internalsOf(portico).swap.current()).toBeUndefined()
    await portico.load('swap')
    expect(internalsOf(portico).swap.current()).toBeDefined()
    await portico.destroy()
  })
})

/** The public members, issue 39's list: at most 25 (the unit test counts them at run time too). */
type PublicMember =
  | 'open'
  | 'close'
  | 'subscribeModal'
  | 'disconnect'
  | 'switchNetwork'
  | 'signMessage'
  | 'getAccount'
  | 'subscribeAccount'
  | 'getProvider'
  | 'subscribeProvider'
  | 'getSolanaSigner'
  | 'setLocale'
  | 'setThemeMode'
  | 'setThemeVariables'
  | 'setAnalyticsConsent'
  | 'subscribeEvents'
  | 'getSiwxSession'
  | 'subscribeSiwxSession'
  | 'load'
  | 'initialize'
  | 'restored'
  | 'destroy'

/** The members whose value is a controller store, or a controller holding one. */
type StoreMember = {
  [K in keyof Portico]: Portico[K] extends { getState: unknown } | { store: unknown } ? K : never
}[keyof Portico]

// Checked by `npm run typecheck` (tsc over the tests), not at run time.
describe("createPortico's returned type", () => {
  it('is the public Portico with exactly the listed members', () => {
    expectTypeOf(createPortico).returns.toEqualTypeOf<Portico>()
    expectTypeOf<keyof Portico>().toEqualTypeOf<PublicMember>()
  })

  it('has no controller store among its members', () => {
    expectTypeOf<StoreMember>().toBeNever()
  })
})
