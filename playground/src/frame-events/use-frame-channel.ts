import { useCallback, useEffect, useRef, useState } from 'react'
import { frameEvents } from '../../../generated/frame-messages/events.js'
import type { AppEvent } from '../../../generated/frame-messages/types.js'
import { PORTICO_VERSION } from '../../../src/core/version.js'
import { validateFrameEvent } from '../../../src/frame/frame-event-validation.js'
import { createIframeTransport, type IframeTransport } from '../../../src/frame/iframe-transport.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import type { Issue } from '../shared/IssueList.js'
import { startAfterMount } from '../shared/start-after-mount.js'
import { secureFrameUrl } from './secure-frame-url.js'

export interface FrameLogEntry {
  number: number
  direction: 'sent' | 'received'
  type: string
  event: unknown
  /** Empty when the event matched its schema. */
  issues: Issue[]
}

const typeOf = (event: unknown): string =>
  typeof event === 'object' && event !== null && 'type' in event && typeof event.type === 'string'
    ? event.type
    : '(no type)'

/**
 * The hidden secure iframe, through src/frame's transport (which posts only to the frame's origin
 * and hears only from it), opened once the secure site answers. Every event heard is validated
 * and logged; sending waits for FRAME_READY, since a message posted before the frame page has
 * loaded is dropped by the browser.
 */
export function useFrameChannel(endpoints: DevnetEndpoints, siteAnswers: boolean) {
  const transport = useRef<IframeTransport<HTMLIFrameElement>>(undefined)
  const [log, setLog] = useState<FrameLogEntry[]>([])
  const [ready, setReady] = useState(false)
  const counter = useRef(0)

  const append = useCallback((entry: Omit<FrameLogEntry, 'number'>) => {
    counter.current += 1
    const number = counter.current
    setLog((before) => [{ ...entry, number }, ...before].slice(0, 50))
  }, [])

  const { secureSite, projectId, chains } = endpoints
  useEffect(() => {
    if (!siteAnswers) return undefined
    const [chainId = 'eip155:1', rpcUrl = ''] = Object.entries(chains)[0] ?? []
    return startAfterMount(() => {
      const opened = createIframeTransport<HTMLIFrameElement>({
        document,
        window,
        url: secureFrameUrl(secureSite),
        params: { projectId, chainId, version: PORTICO_VERSION, enableLogger: true, rpcUrl },
      })
      opened.onMessage((data) => {
        const checked = validateFrameEvent(data)
        if (checked.valid && checked.event.type === frameEvents.wire.FRAME_READY) setReady(true)
        append({
          direction: 'received',
          type: checked.valid ? checked.event.type : (checked.type ?? typeOf(data)),
          event: data,
          issues: checked.valid ? [] : checked.issues,
        })
      })
      transport.current = opened
      return () => {
        opened.destroy()
        transport.current = undefined
        setReady(false)
      }
    })
  }, [siteAnswers, secureSite, projectId, chains, append])

  /** Only events that passed validation are sent: the frame would drop any other. */
  const send = (event: AppEvent) => {
    if (!transport.current || !ready) return
    transport.current.post(event)
    append({ direction: 'sent', type: event.type, event, issues: [] })
  }

  return { log, ready, send }
}

export type FrameChannel = ReturnType<typeof useFrameChannel>
