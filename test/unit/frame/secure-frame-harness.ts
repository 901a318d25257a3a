import { vi } from 'vitest'
import { FRAME_READY_PAUSE_MS } from '../../../src/core/constants.js'
import { createSecureFrame, type SecureFrameDeps } from '../../../src/frame/secure-frame.js'
import { createFakeFrameTransport } from './fake-frame-transport.js'

/** A secure frame over the fake transport, with spies for its logger and timeout handler. */
export function createHarness(overrides: Partial<Omit<SecureFrameDeps, 'transport'>> = {}) {
  const fake = createFakeFrameTransport()
  const logger = { warn: vi.fn<(message: string, details?: unknown) => void>() }
  const onTimeout = vi.fn()
  const frame = createSecureFrame({
    transport: fake.transport,
    onReady: () => Promise.resolve(),
    onTimeout,
    logger,
    ...overrides,
  })
  return { fake, frame, logger, onTimeout }
}

/** A harness whose frame has sent FRAME_READY and finished initializing. */
export async function createInitializedHarness(
  overrides: Partial<Omit<SecureFrameDeps, 'transport'>> = {},
) {
  const harness = createHarness(overrides)
  harness.fake.ready()
  await vi.advanceTimersByTimeAsync(FRAME_READY_PAUSE_MS)
  return harness
}

/**
 * Lets posted messages arrive. They are delivered by a 0 ms timer, and fake timers schedule a
 * 0 ms timer created inside a running timer 1 ms later, so 1 ms covers both cases.
 */
export const deliver = (): Promise<void> => vi.advanceTimersByTimeAsync(1).then(() => undefined)
