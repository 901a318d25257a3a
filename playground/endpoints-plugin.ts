import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/**
 * Serves GET /endpoints.json from the devnet's endpoints file, read again on every request so the
 * page sees a restarted devnet on reload. 404 with the reason while the file does not exist.
 */
export function endpointsPlugin(endpointsFile: string): Plugin {
  const serveEndpoints = (_request: IncomingMessage, response: ServerResponse): void => {
    readFile(endpointsFile, 'utf8').then(
      (text) => {
        response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        response.end(text)
      },
      () => {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end(`No devnet endpoints at ${endpointsFile}: is the devnet running?`)
      },
    )
  }
  return {
    name: 'portico-playground-endpoints',
    configureServer(server) {
      server.middlewares.use('/endpoints.json', serveEndpoints)
    },
    // The production build served by `vite preview` reads its endpoints the same way.
    configurePreviewServer(server) {
      server.middlewares.use('/endpoints.json', serveEndpoints)
    },
  }
}
