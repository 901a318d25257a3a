import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { createFaultBoard } from '../../../devnet/faults/fault-board.js'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'
import { DROPPED_SOCKET_CODE, startRelay, type RunningRelay } from '../../../devnet/relay/server.js'
import { startSecureSite, type SecureSiteDevnet } from '../../../devnet/secure-site/index.js'
import { authToken, connectRawClient, randomTopic } from '../relay/raw-relay-client.js'

const board = createFaultBoard()
const stateDir = mkdtempSync(join(tmpdir(), 'portico-service-faults-'))
let relay: RunningRelay
let mailbox: MailboxDevnet
let site: SecureSiteDevnet

beforeAll(async () => {
  ;[relay, mailbox] = await Promise.all([
    startRelay({ port: 0, faults: board, log: () => undefined }),
    startMailbox({ port: 0 }),
  ])
  site = await startSecureSite({
    port: 0,
    mailboxUrl: mailbox.url,
    chains: {},
    stateDir,
    allowedParentOrigins: ['http://127.0.0.1:5173'],
    faults: board,
  })
}, 60_000)

afterEach(() => {
  board.clear()
})

afterAll(async () => {
  await Promise.all([relay.close(), mailbox.close(), site.close()])
  rmSync(stateDir, { recursive: true, force: true })
})

/** The status the relay answers a new socket with: 101 when it is let in. */
const upgradeStatus = (): Promise<number> =>
  new Promise((resolve) => {
    const socket = new WebSocket(`${relay.url}/?auth=${authToken('did:key:zProbe')}`)
    // A refused socket is ended by the client below; its error says only that.
    socket.on('error', () => undefined)
    socket.once('open', () => {
      socket.close()
      resolve(101)
    })
    socket.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
  })

const closed = (socket: WebSocket): Promise<number> =>
  new Promise((resolve) => {
    socket.once('close', (code) => {
      resolve(code)
    })
  })

describe("the relay's fault switches", () => {
  it('refuse answers every new socket 503 while on; cleared, sockets are let in again', async () => {
    board.set({ service: 'relay', kind: 'refuse' })
    expect(await upgradeStatus()).toBe(503)
    board.clear({ service: 'relay', kind: 'refuse' })
    expect(await upgradeStatus()).toBe(101)
  })

  it('drop-sockets closes every open socket; a message published meanwhile reaches its subscriber once it is back, once', async () => {
    const topic = randomTopic()
    const dapp = await connectRawClient(relay.url, 'did:key:zDapp')
    const wallet = await connectRawClient(relay.url, 'did:key:zWallet')
    await wallet.request('irn_subscribe', { topic })
    const walletClosed = closed(wallet.socket)
    const dappClosed = closed(dapp.socket)
    board.set({ service: 'relay', kind: 'drop-sockets' })
    expect(await walletClosed).toBe(DROPPED_SOCKET_CODE)
    expect(await dappClosed).toBe(DROPPED_SOCKET_CODE)
    board.clear()

    const sender = await connectRawClient(relay.url, 'did:key:zDapp')
    await sender.request('irn_publish', { topic, message: 'sent while away', ttl: 300, tag: 1 })
    const back = await connectRawClient(relay.url, 'did:key:zWallet')
    await back.request('irn_subscribe', { topic })
    const [push] = await back.waitForPushes(1)
    expect(push?.message).toBe('sent while away')
    await back.request('irn_batchFetchMessages', { topics: [] })
    expect(back.pushes).toHaveLength(1)
    await Promise.all([sender.close(), back.close()])
  })
  it("lose-answers accepts a wallet's answer to a request and never delivers it, while other messages pass; cleared, the next answer arrives", async () => {
    const topic = randomTopic()
    const dapp = await connectRawClient(relay.url, 'did:key:zDapp')
    const wallet = await connectRawClient(relay.url, 'did:key:zWallet')
    await dapp.request('irn_subscribe', { topic })
    board.set({ service: 'relay', kind: 'lose-answers' })
    // The publish is answered as the real relay answers it: the wallet cannot tell.
    const accepted = await wallet.request('irn_publish', {
      topic,
      message: 'lost answer',
      ttl: 300,
      tag: 1109,
    })
    expect(accepted.result).toBe(true)
    await wallet.request('irn_publish', { topic, message: 'an event', ttl: 300, tag: 1110 })
    const [event] = await dapp.waitForPushes(1)
    expect(event?.message).toBe('an event')
    board.clear()

    await wallet.request('irn_publish', { topic, message: 'next answer', ttl: 300, tag: 1109 })
    await dapp.waitForPushes(2)
    expect(dapp.pushes.map((push) => push.message)).toEqual(['an event', 'next answer'])
    // Nor is the lost one kept for a later subscriber: the relay never stored it.
    const later = await connectRawClient(relay.url, 'did:key:zLater')
    await later.request('irn_subscribe', { topic })
    await later.waitForPushes(2)
    await later.request('irn_batchFetchMessages', { topics: [] })
    expect(later.pushes.map((push) => push.message)).toEqual(['an event', 'next answer'])
    await later.close()
    await Promise.all([dapp.close(), wallet.close()])
  })
})

describe("the secure site's fault switches", () => {
  const frame = () => fetch(`${site.url}/frame.js`).then((response) => response.status)
  const chains = () =>
    fetch(`${site.url}/api/chains`, { headers: { origin: site.url } }).then(
      (response) => response.status,
    )

  it('unreachable closes every connection unanswered; cleared, the site serves again', async () => {
    board.set({ service: 'secure-site', kind: 'unreachable' })
    await expect(frame()).rejects.toThrow()
    board.clear()
    expect(await frame()).toBe(200)
  })

  it('silent serves the frame but holds its API requests until cleared, then answers them', async () => {
    board.set({ service: 'secure-site', kind: 'silent' })
    expect(await frame()).toBe(200)
    let answered: number | undefined
    const held = chains().then((status) => {
      answered = status
      return status
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toBeUndefined()
    board.clear()
    expect(await held).not.toBe(0)
    expect(answered).toBeDefined()
  })
})
