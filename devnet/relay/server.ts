import { createServer, type IncomingMessage } from 'node:http'
import type { FaultBoard } from '../faults/fault-board.js'
import type { FaultKind } from '../faults/fault-kinds.js'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'
import { acceptsLocalOrigin } from '../http/local-websocket-origin.js'
import { readClientId } from './client-identity.js'
import { createMessageStore } from './message-store.js'
import { runMethod } from './methods.js'
import { errorReply, parseFrame, resultReply, RPC_ERRORS, RpcError } from './protocol.js'
import { losingAnswers } from './losing-answers.js'
import { createRelayHub, type RelayHub, type RelayPeer } from './relay-hub.js'

export interface RelayOptions {
  /** 0 picks a free port. */
  port: number
  log?: (line: string) => void
  /** WalletConnect clients (2.21.8 as 2.25) drop a socket that saw no ping for 35 s; tests shorten this. */
  pingIntervalMs?: number
  /** The devnet's fault switches: `relay` `drop-sockets`, `refuse` and `lose-answers` (devnet/faults). */
  faults?: FaultBoard
  /** How long a push waits for its ack before it is due again (relay-hub ACK_TIMEOUT_MS). */
  ackTimeoutMs?: number
}

/** Close code of a socket the relay drops on a `drop-sockets` fault: "service restart". */
export const DROPPED_SOCKET_CODE = 1012

export interface RelayStats {
  /** Open WebSocket connections. */
  connections: number
  subscriptions: number
  /** Messages stored and not yet expired. */
  storedMessages: number
  published: number
  /** irn_subscription pushes sent. */
  pushed: number
  acknowledged: number
}

export interface RunningRelay {
  /** ws://127.0.0.1:<port>, the `relayUrl` for WalletConnect clients. */
  url: string
  port: number
  stats: () => RelayStats
  close: () => Promise<void>
}

const PING_INTERVAL_MS = 10_000

const frameText = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(new Uint8Array(data)).toString('utf8')

/** Refuses an upgrade with a plain HTTP answer, before any WebSocket exists. */
function refuse(socket: Duplex, status: string, reason: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: text/plain\r\nContent-Length: ${Buffer.byteLength(reason)}\r\nConnection: close\r\n\r\n${reason}`,
  )
}

function serveFrame(hub: RelayHub, peer: RelayPeer, text: string, log: (line: string) => void) {
  const frame = parseFrame(text)
  if (frame.kind === 'invalid') {
    log(`relay: refused a frame from ${peer.clientId}: ${JSON.stringify(frame.reply)}`)
    peer.send(frame.reply)
    return
  }
  if (frame.kind === 'response') {
    hub.acknowledge(peer, frame.id, frame.accepted)
    return
  }
  const { id, method } = frame.request
  try {
    const outcome = runMethod(hub, peer, frame.request)
    peer.send(resultReply(id, outcome.result))
    outcome.afterReply?.()
  } catch (error) {
    if (error instanceof RpcError) {
      peer.send(errorReply(id, error.code, error.message))
      return
    }
    const reason = error instanceof Error ? error.message : String(error)
    log(`relay: ${method} failed: ${reason}`)
    peer.send(errorReply(id, RPC_ERRORS.internal, `Internal error: ${reason}`))
  }
}

/** Starts the devnet WalletConnect relay on 127.0.0.1 (see README.md for what it implements). */
export function startRelay(options: RelayOptions): Promise<RunningRelay> {
  const log = options.log ?? console.log
  const store = createMessageStore()
  const faultOn = (kind: FaultKind<'relay'>): boolean =>
    options.faults?.active('relay', kind) !== undefined
  const hub = losingAnswers(createRelayHub(store, options.ackTimeoutMs), () =>
    faultOn('lose-answers'),
  )
  const alive = new Map<WebSocket, boolean>()
  const sockets = new WebSocketServer({ noServer: true })

  const server = createServer((_request, response) => {
    response.writeHead(426, { 'content-type': 'text/plain', upgrade: 'websocket' })
    response.end('This is a WalletConnect relay: connect over WebSocket with ?auth=<JWT>.\n')
  })

  function attach(socket: WebSocket, clientId: string): void {
    const peer: RelayPeer = {
      clientId,
      send: (payload) => {
        if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(payload))
      },
    }
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('message', (data) => {
      // No frame may take the relay down: what escapes serveFrame is logged and answered.
      try {
        serveFrame(hub, peer, frameText(data), log)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log(`relay: a frame from ${clientId} failed: ${reason}`)
        peer.send(errorReply(null, RPC_ERRORS.internal, `Internal error: ${reason}`))
      }
    })
    socket.on('error', (error) => {
      log(`relay: socket error from ${clientId}: ${error.message}`)
    })
    socket.on('close', () => {
      alive.delete(socket)
      hub.disconnect(peer)
    })
  }

  const dropAll = (): void => {
    if (!faultOn('drop-sockets')) return
    for (const socket of alive.keys())
      socket.close(DROPPED_SOCKET_CODE, 'devnet fault: relay restart')
  }
  const stopFaults = options.faults?.onChange(dropAll)

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (faultOn('refuse')) {
      refuse(socket, '503 Service Unavailable', 'the relay refuses connections (devnet fault)\n')
      return
    }
    if (!acceptsLocalOrigin({ origin: request.headers.origin })) {
      refuse(
        socket,
        '403 Forbidden',
        'the devnet relay serves pages on localhost and 127.0.0.1 only\n',
      )
      return
    }
    const clientId = readClientId(request.url)
    if (clientId === undefined) {
      refuse(
        socket,
        '401 Unauthorized',
        'missing or malformed ?auth= JWT (its payload needs iss)\n',
      )
      return
    }
    sockets.handleUpgrade(request, socket, head, (webSocket) => {
      attach(webSocket, clientId)
      dropAll()
    })
  })

  const heartbeat = setInterval(() => {
    for (const [socket, answered] of alive) {
      // No pong since the last ping: the peer is gone without closing.
      if (!answered) {
        socket.terminate()
        continue
      }
      alive.set(socket, false)
      socket.ping()
    }
    store.prune()
  }, options.pingIntervalMs ?? PING_INTERVAL_MS)
  heartbeat.unref()

  const close = async (): Promise<void> => {
    stopFaults?.()
    clearInterval(heartbeat)
    hub.close()
    for (const socket of alive.keys()) socket.terminate()
    await new Promise<void>((done) => {
      sockets.close(() => {
        done()
      })
    })
    server.closeAllConnections()
    await new Promise<void>((done) => {
      server.close(() => {
        done()
      })
    })
  }

  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      clearInterval(heartbeat)
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `WalletConnect relay: port ${options.port} on 127.0.0.1 is already in use; stop what holds it or choose another port`,
            )
          : error,
      )
    })
    server.listen(options.port, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address !== null ? address.port : options.port
      const url = `ws://127.0.0.1:${port}`
      log(`WalletConnect relay ready on ${url}`)
      resolve({
        url,
        port,
        close,
        stats: () => ({
          connections: alive.size,
          storedMessages: store.prune(),
          ...hub.stats(),
        }),
      })
    })
  })
}
