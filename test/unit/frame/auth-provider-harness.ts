import { vi } from 'vitest'
import { createAuthProvider } from '../../../src/frame/auth-provider.js'
import { createMemoryLoginCache } from './fake-login-cache.js'
import { createInitializedHarness } from './secure-frame-harness.js'

/** An auth provider over an initialized secure frame on the fake transport. */
export async function createAuthHarness() {
  const harness = await createInitializedHarness()
  const cache = createMemoryLoginCache()
  const logger = { warn: vi.fn<(message: string, details?: unknown) => void>() }
  const provider = createAuthProvider({ frame: harness.frame, cache, logger })
  return { ...harness, cache, providerLogger: logger, provider }
}
