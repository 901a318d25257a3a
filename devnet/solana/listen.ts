import type { Server } from 'node:http'

/**
 * Binds `server` to 127.0.0.1 (port 0 picks a free one) and resolves with the bound port. Unlike
 * devnet/http/listen.ts it takes the server from the caller, who attaches the WebSocket endpoint
 * to the same port.
 */
export function listenOnLoopback(server: Server, port: number, name: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${name}: port ${port} on 127.0.0.1 is already in use; stop what holds it or choose another port`,
              { cause: error },
            )
          : error,
      )
    }
    server.once('error', onError)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError)
      const address = server.address()
      resolve(typeof address === 'object' && address !== null ? address.port : port)
    })
  })
}
