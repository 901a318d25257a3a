import { randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import type { BrowserServer } from 'playwright-core'
import { launchBrowserServer } from './browser.js'

/** The suite's one Chromium, at an endpoint that outlives a crash of it. */
export interface SharedBrowserServer {
  wsEndpoint: string
  /** How many times it was started again after it died. */
  relaunches: () => number
  close: () => Promise<void>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      probe.close(() => {
        resolve(port)
      })
    })
  })

/**
 * Starts the shared Chromium and starts it again, at the same port and path, whenever its
 * process dies before close(): a file that crashes it fails alone, and the files after it
 * connect to the new one (launchBrowser waits for it).
 */
export async function sharedBrowserServer(): Promise<SharedBrowserServer> {
  const endpoint = { port: await freePort(), wsPath: `/portico-${randomUUID()}` }
  let closing = false
  let relaunches = 0
  let relaunching: Promise<void> = Promise.resolve()
  let server: BrowserServer

  const watch = (running: BrowserServer): void => {
    running.process().once('exit', (code, signal) => {
      if (closing) return
      relaunches++
      console.log(
        `[e2e] the shared Chromium died (${signal ?? `exit ${String(code)}`}); starting it again`,
      )
      relaunching = (async () => {
        // The dead one's endpoint is still listening: closed first, so the new one can take it.
        await running.close().catch(() => undefined)
        server = await launchBrowserServer(endpoint)
        watch(server)
      })().catch((error: unknown) => {
        console.error('[e2e] the shared Chromium could not be started again:', error)
      })
    })
  }

  server = await launchBrowserServer(endpoint)
  watch(server)
  return {
    wsEndpoint: server.wsEndpoint(),
    relaunches: () => relaunches,
    close: async () => {
      closing = true
      await relaunching
      await server.close()
    },
  }
}
