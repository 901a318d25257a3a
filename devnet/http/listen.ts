import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export interface RunningServer {
  url: string
  port: number
  close: () => Promise<void>
}

/** Starts an HTTP server on 127.0.0.1 (port 0 picks a free one); a taken port gives a clear error. */
export function listen(
  name: string,
  port: number,
  listener: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<RunningServer> {
  const server = createServer(listener)
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
