import { isLocalOrigin } from './local-origin.js'

/**
 * The ws `verifyClient` check of every devnet WebSocket endpoint: a page on another site may not
 * open one (Node clients send no Origin and pass).
 */
export const acceptsLocalOrigin = ({ origin }: { origin: string | undefined }): boolean =>
  origin === undefined || origin === '' || isLocalOrigin(origin)
