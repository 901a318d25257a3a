import type { ConnectionsDeps } from '../controllers/connections.js'

/** The wallet-side connect and disconnect calls that connector adapters provide. */
export type ConnectionHandlers = Pick<
  ConnectionsDeps,
  | 'createPairing'
  | 'onSessionDelete'
  | 'connectEmail'
  | 'restoreSession'
  | 'connectSocial'
  | 'connectWalletConnect'
  | 'connectExternal'
  | 'disconnect'
>

export const noConnectionHandlerMessage = (handler: keyof ConnectionHandlers): string =>
  `No connector adapter provides ${handler}`

/**
 * The handlers the app gave, the rest failing with a clear message: an instance without adapters
 * still builds, and only the connection attempts it cannot make fail.
 */
export function withConnectionHandlers(
  given: Partial<ConnectionHandlers> = {},
): ConnectionHandlers {
  const missing = (handler: keyof ConnectionHandlers): Promise<never> =>
    Promise.reject(new Error(noConnectionHandlerMessage(handler)))
  return {
    createPairing: given.createPairing ?? (() => missing('createPairing')),
    onSessionDelete: given.onSessionDelete ?? (() => () => undefined),
    connectEmail: given.connectEmail ?? (() => missing('connectEmail')),
    restoreSession: given.restoreSession ?? (() => missing('restoreSession')),
    connectSocial: given.connectSocial ?? (() => missing('connectSocial')),
    connectWalletConnect: given.connectWalletConnect ?? (() => missing('connectWalletConnect')),
    connectExternal: given.connectExternal ?? (() => missing('connectExternal')),
    disconnect: given.disconnect ?? (() => Promise.resolve()),
  }
}
