import { createServer } from 'node:http'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { frameEvents } from '../../generated/frame-messages/events.js'
import { loginByEmail } from './email-login.js'
import { browserForFile, openHost, waitForView } from './modal-page.js'

const browser = browserForFile()

const secureSite = () => inject('endpoints').secureSite
const projectId = () => inject('endpoints').projectId

/**
 * The playground served again on another port: a real loopback origin the devnet project does not
 * list (it lists the playground's alone), as if the app were deployed on a site never named.
 */
async function unlistedPlayground(): Promise<{ url: string; close: () => Promise<void> }> {
  const playground = inject('playgroundUrl')
  const server = createServer((request, response) => {
    fetch(`${playground}${request.url ?? '/'}`).then(
      async (reply) => {
        response.writeHead(reply.status, {
          'content-type': reply.headers.get('content-type') ?? 'application/octet-stream',
        })
        response.end(Buffer.from(await reply.arrayBuffer()))
      },
      () => {
        response.writeHead(502)
        response.end()
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve()
        }),
      ),
  }
}

/** Every secure-site route that takes the frame's credential, with a body it would take. */
const CREDENTIAL_ROUTES: readonly (readonly [string, string, unknown])[] = [
  ['GET', '/api/session', undefined],
  ['POST', '/api/rpc', { chainId: 'eip155:1', method: 'personal_sign', params: ['0x68', '0x0'] }],
  ['POST', '/api/rpc/abort', { requestIds: ['abcdefgh'] }],
  ['POST', '/api/email/update', { email: 'thief@example.org' }],
  ['POST', '/api/email/update/primary', { otp: '123456' }],
  ['POST', '/api/email/update/secondary', { otp: '123456' }],
  ['POST', '/api/sign-out', undefined],
]

async function replay(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const reply = await fetch(`${secureSite()}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: reply.status, text: await reply.text() }
}

/** Everything the host page keeps in its storage, as any script on it could read it. */
const pageStorage = (page: Page) =>
  page.evaluate(() => Object.entries(localStorage).map(([key, value]) => `${key}=${value}`))

describe('the host page holds no credential that signs (issue 30)', () => {
  it('what the page stores, replayed from Node to every secure-site route, signs nothing and reads nothing private', async () => {
    const email = 'replayed@portico.test'
    const { page, close } = await openHost(browser())
    await loginByEmail(page, email)
    const stored = await page.evaluate(() => localStorage.getItem('portico:frameSessionToken'))
    const handle: unknown = JSON.parse(stored ?? 'null')
    if (typeof handle !== 'string') throw new Error('The page stored no handle')

    // The frame's credential lives in the frame's own storage and nowhere in the page's.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(secureSite()))
    const credential = await frame?.evaluate(() => localStorage.getItem('secure-site-session'))
    expect(credential).toMatch(/^[0-9a-f]{64}$/)
    expect(credential).not.toBe(handle)
    expect((await pageStorage(page)).join('\n')).not.toContain(String(credential))

    const asTheFrame = {
      'x-portico-project-id': projectId(),
      'x-portico-parent-origin': new URL(inject('playgroundUrl')).origin,
      origin: secureSite(),
    }
    for (const headers of [{}, asTheFrame]) {
      for (const [method, path, body] of CREDENTIAL_ROUTES) {
        for (const authorization of [`Bearer ${handle}`, handle]) {
          const reply = await replay(method, path, body, { ...headers, authorization })
          expect([401, 403], `${method} ${path}`).toContain(reply.status)
          expect(reply.text).not.toContain(email)
          expect(reply.text).not.toMatch(/0x[0-9a-f]{130}/i)
        }
      }
    }
    const status = await replay('POST', '/api/handle', { handle }, asTheFrame)
    expect(JSON.parse(status.text)).toMatchObject({ isConnected: true })
    expect(status.text).not.toContain(email)

    // A synthetic event claiming the frame's origin and window is not the frame's.
    await page.evaluate(
      ({ origin, type }) => {
        const iframe = document.querySelector<HTMLIFrameElement>(`iframe[src^="${origin}"]`)
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type, payload: { token: 'f'.repeat(64) } },
            origin,
            source: iframe?.contentWindow ?? null,
          }),
        )
      },
      { origin: secureSite(), type: frameEvents.wire.FRAME_SESSION_UPDATE },
    )
    expect(await page.evaluate(() => localStorage.getItem('portico:frameSessionToken'))).toBe(
      stored,
    )
    await close()
  })
})

describe('the secure site serves only the origins the project lists (issue 30)', () => {
  it('a page on an origin the project does not list shows APKT002 and gets no frame', async () => {
    const unlisted = await unlistedPlayground()
    const context = await browser().newContext()
    const page = await context.newPage()
    await page.goto(`${unlisted.url}/#devnet`)
    await page.locator('[data-portico="connect-button"]').waitFor()

    await page.click('[data-portico="connect-button"]')
    const connect = await waitForView(page, 'Connect')
    await connect.locator('#portico-email').fill('unlisted@portico.test')
    await connect.locator('form.field button[type="submit"]').click()
    const alert = page.locator('portico-modal .alert[data-code="APKT002"]')
    await alert.waitFor({ timeout: 15_000 })
    expect(await alert.innerText()).toContain('Invalid App Configuration')

    // Embedded by hand, the frame neither loads nor answers anything.
    const received = await page.evaluate(
      async ({ url, request }) => {
        const messages: unknown[] = []
        window.addEventListener('message', (event) => messages.push(event.data))
        for (const policy of ['strict-origin-when-cross-origin', 'no-referrer'] as const) {
          const iframe = document.createElement('iframe')
          iframe.referrerPolicy = policy
          iframe.src = url
          // Posted once the frame's document (the refusal) has loaded, 1.5 s at the latest.
          await new Promise((resolve) => {
            iframe.addEventListener('load', resolve, { once: true })
            setTimeout(resolve, 1500)
            document.body.append(iframe)
          })
          iframe.contentWindow?.postMessage(request, '*')
        }
        await new Promise((resolve) => setTimeout(resolve, 1500))
        return messages
      },
      {
        url: `${secureSite()}/frame?projectId=${projectId()}&chainId=1&version=test`,
        request: { type: frameEvents.wire.APP_IS_CONNECTED, id: 'a'.repeat(32), payload: {} },
      },
    )
    expect(received).toEqual([])
    await context.close()
    await unlisted.close()
  })
})
