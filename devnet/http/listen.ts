import { createServer } from 'node:http'
import { guardListener, type GuardOptions, type RequestListener } from './guard-listener.js'

export interface RunningServer {
  url: string
  port: number
  close: () => Promise<void>
}

/**
 * Starts an HTTP server on 127.0.0.1 (port 0 picks a free one) behind the devnet guard (see
 * guard-listener.ts); a taken port gives a clear error.
 */
export function listen(
  name: string,
  port: number,
  listener: RequestListener,
  options: GuardOptions = {},
): Promise<RunningServer> {
  const server = createServer(guardListener(listener, options))
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${name}: port ${port} on 127.0.0.1 is already in use; stop what holds it or choose another port`,
            )
          : error,
      )
    })
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      const bound = typeof address === 'object' && address !== null ? address.port : port
      resolve({
        url: `http://127.0.0.1:${bound}`,
        port: bound,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections()
            server.close(() => {
              done()
            })
          }),
      })
    })
  })
}
