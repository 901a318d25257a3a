import type { SiwxConfig } from '../../controllers/options.js'
import { createLocalSiwxSessionStore } from '../../core/siwx-session-store.js'
import { verifySiwxSession } from '../../core/siwx-verify.js'
import { createStorage, type StorageOptions } from '../../core/storage.js'
import { siwxAppInfo } from './siwx-wiring.js'

/** The options of `createLocalSiwxConfig`: SIWX with sessions kept and checked in the page. */
export interface LocalSiwxOptions {
  /** Sign-in must happen: the sign view cannot be closed and cancelling disconnects. */
  required?: boolean
  /** Where sessions are kept; the same backend and prefix as the instance's storage by default. */
  storage?: StorageOptions
  /** The page the messages name; the current page when there is one. */
  uri?: string
}

/**
 * Sign-in with sessions kept in browser storage, for apps without a backend of their own. A
 * session read back is returned only once its signature verifies, so editing storage cannot
 * sign anyone in.
 */
export function createLocalSiwxConfig(options: LocalSiwxOptions = {}): SiwxConfig {
  const sessions = createStorage(options.storage).siwxSessions
  const store = createLocalSiwxSessionStore({ sessions, verify: verifySiwxSession })
  const pageUrl = options.uri ?? (typeof location === 'undefined' ? undefined : location.href)
  const required = options.required ?? false
  return {
    // The message's code loads with the first sign-in, out of the main entry's first load.
    createMessage: async (input) => {
      const { createSiwxMessage, createSiwxMessageData } =
        await import('../../core/siwx-message.js')
      return createSiwxMessage(
        createSiwxMessageData({ ...input, ...siwxAppInfo(pageUrl, undefined) }, Date.now()),
      )
    },
    addSession: store.addSession,
    revokeSession: store.revoke,
    setSessions: (list) => {
      sessions.set(list)
      return Promise.resolve()
    },
    getSessions: store.getSessions,
    getRequired: () => required,
  }
}
