import { frameEvents } from '../../generated/frame-messages/events.js'
import type { AppEvent, FrameEvent } from '../../generated/frame-messages/types.js'
import { validateAppEvent, validateFrameEvent } from '../../src/frame/frame-event-validation.js'
import { createParentTransport } from '../../src/frame/parent-transport.js'
import { parentOriginOf, readConfig } from './frame-context.js'
import { createFrameRequests } from './frame-requests.js'
import { isOriginAllowed } from '../../src/utils/origin.js'
import { RpcRefused } from './rpc-refused.js'
import { SESSION_ENDED } from './session-ended.js'
import { createSiteClient } from './site-client.js'

/** The browser side of the secure site, bundled by the server and run inside the iframe. */

/** eip155 chain ids arrive as decimal text in the URL; the page speaks of them as numbers. */
function initialChainIdOf(query: URLSearchParams): number | string {
  const text = query.get('chainId') ?? '1'
  return /^\d+$/.test(text) ? Number(text) : text
}

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== '' ? error.message : 'An error occurred'

function start(): void {
  const config = readConfig()
  const query = new URLSearchParams(window.location.search)
  const parentOrigin = parentOriginOf(query)
  if (parentOrigin === undefined || !isOriginAllowed(parentOrigin, config.allowedParentOrigins)) {
    console.warn('Secure site: the embedding page is not an allowed origin', { parentOrigin })
    return
  }
  const transport = createParentTransport({ window, parentOrigin })

  /** Every outgoing event is validated too: an invalid one is never posted. */
  const send = (candidate: unknown): boolean => {
    const checked = validateFrameEvent(candidate)
    if (!checked.valid) {
      console.warn('Secure site: invalid frame event not sent', checked)
      return false
    }
    transport.post(checked.event)
    return true
  }
  const sendEvent = (event: FrameEvent): void => {
    send(event)
  }

  const requests = createFrameRequests({
    initialChainId: initialChainIdOf(query),
    parentOrigin,
    storage: window.localStorage,
    siteClient: createSiteClient({ projectId: config.projectId, parentOrigin }),
    // The spec's event names its payload `token`: what travels is the handle, never the credential.
    onSessionUpdate: (handle) => {
      sendEvent({ type: frameEvents.wire.FRAME_SESSION_UPDATE, payload: { token: handle } })
    },
  })

  /** The wire names of a request's two replies. */
  const repliesOf = (event: AppEvent) => {
    const { success, error } = frameEvents.replies[frameEvents.names[event.type]]
    return { success: frameEvents.wire[success], error: frameEvents.wire[error] }
  }

  const fail = (event: AppEvent, message: string, code?: number): void => {
    const payload = code === undefined ? { message } : { message, code }
    send({ type: repliesOf(event).error, id: event.id, payload })
  }

  const reply = async (event: AppEvent): Promise<void> => {
    const { success } = repliesOf(event)
    try {
      const payload = await requests.answer(event)
      const sent = send(
        payload === undefined
          ? { type: success, id: event.id }
          : { type: success, id: event.id, payload },
      )
      if (!sent) fail(event, 'The secure site produced an invalid reply')
    } catch (error) {
      const message = messageOf(error)
      fail(event, message, error instanceof RpcRefused ? error.code : undefined)
      if (message === SESSION_ENDED) {
        requests.forgetSession()
        sendEvent({ type: frameEvents.wire.FRAME_SESSION_ENDED, payload: { message } })
      }
    }
  }

  transport.onMessage((data) => {
    const checked = validateAppEvent(data)
    if (!checked.valid) {
      console.warn('Secure site: invalid app event dropped', checked)
      return
    }
    void reply(checked.event)
  })

  sendEvent({ type: frameEvents.wire.FRAME_READY, payload: { version: config.version } })
}

start()
