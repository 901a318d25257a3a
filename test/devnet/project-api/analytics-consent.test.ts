import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPortico, type CreatePorticoOptions } from '../../../src/create-portico.js'
import { devnetPorticoOptions } from './devnet-portico-options.js'
import { startTestProjectApi, type TestProjectApi } from './start-test-project-api.js'

let test: TestProjectApi
beforeAll(async () => {
  test = await startTestProjectApi()
})
afterAll(() => test.stop())
afterEach(() => {
  test.api.analytics.clear()
})

const optionsWith = (analytics: CreatePorticoOptions['analytics']): CreatePorticoOptions =>
  devnetPorticoOptions(test.api.url, { analytics })

const received = () => test.api.analytics.events().map(({ event }) => event.props.event)

describe('analytics consent against the devnet collector', () => {
  it("with consent 'required' sends nothing before consent, then only what is tracked after it, once", async () => {
    const portico = createPortico(optionsWith({ consent: 'required' }))
    await portico.initialize()
    portico.events.track({ event: 'BEFORE_CONSENT' })
    await portico.events.flush()
    expect(received()).toEqual([])

    portico.setAnalyticsConsent(true)
    portico.events.track({ event: 'AFTER_CONSENT' })
    await portico.events.flush()
    await portico.events.flush()
    expect(received()).toEqual(['AFTER_CONSENT'])
    await portico.destroy()
  })

  it('drops the waiting queue when consent is withdrawn and sends nothing after it', async () => {
    const portico = createPortico(optionsWith({ consent: 'required' }))
    portico.setAnalyticsConsent(true)
    // The project's switch has not landed: the event waits in the queue.
    portico.events.track({ event: 'QUEUED' })
    portico.setAnalyticsConsent(false)
    await portico.initialize()
    portico.events.track({ event: 'AFTER_REFUSAL' })
    await portico.events.flush()
    expect(await portico.events.reportError(new Error('boom'))).toBe(false)
    await portico.destroy()
    expect(received()).toEqual([])
  })

  it('without the option the project switch alone decides, as before', async () => {
    const portico = createPortico(optionsWith(undefined))
    portico.events.track({ event: 'BEFORE_SWITCH' })
    await portico.initialize()
    await portico.events.flush()
    expect(received()).toEqual(['BEFORE_SWITCH'])
    await portico.destroy()
  })
})
