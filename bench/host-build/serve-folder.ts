import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
}

export interface ServedFolder {
  url: string
  close: () => Promise<void>
}

/** Serves a built page's folder on 127.0.0.1 (a free port): files only, nothing outside it. */
export async function serveFolder(folder: string): Promise<ServedFolder> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const path = normalize(join(folder, pathname === '/' ? 'index.html' : pathname))
    if (!path.startsWith(folder)) {
      response.writeHead(403).end()
      return
    }
    readFile(path).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
        })
        response.end(body)
      },
      () => {
        response.writeHead(404).end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (typeof address !== 'object' || address === null)
    throw new Error('The page server has no port')
  return {
    url: `http://127.0.0.1:${String(address.port)}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
