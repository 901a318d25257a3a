import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startMailbox, type MailboxDevnet } from '../../../devnet/mailbox/index.js'

let mailbox: MailboxDevnet
beforeAll(async () => {
  mailbox = await startMailbox({ port: 0 })
})
afterAll(() => mailbox.close())

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${mailbox.url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
  })
  const text = await response.text()
  const json: unknown = text === '' ? undefined : JSON.parse(text)
  return { status: response.status, body: json, headers: response.headers }
}

const code = (n: number) => ({
  subject: 'Your Portico code',
  text: `Your code is ${n}. It expires in 10 minutes.`,
})

beforeEach(async () => {
  expect((await call('DELETE', '/messages')).status).toBe(204)
})

describe('devnet mailbox', () => {
  it('delivers through POST /messages and lists per address, newest last', async () => {
    const posted = await call('POST', '/messages', { to: 'ada@example.org', ...code(111111) })
    expect(posted.status).toBe(201)
    expect(posted.body).toMatchObject({ to: 'ada@example.org', ...code(111111) })
    await call('POST', '/messages', { to: 'bob@example.org', ...code(222222) })
    await call('POST', '/messages', { to: 'Ada@Example.org', ...code(333333) })

    const listed = await call('GET', '/messages?to=ada@example.org')
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual({
      messages: [
        {
          ...code(111111),
          to: 'ada@example.org',
          id: expect.any(String) as unknown,
          receivedAt: expect.any(String) as unknown,
        },
        {
          ...code(333333),
          to: 'Ada@Example.org',
          id: expect.any(String) as unknown,
          receivedAt: expect.any(String) as unknown,
        },
      ],
    })
    const all = await call('GET', '/messages')
    expect(all.body).toMatchObject({ messages: [{}, {}, {}] })
  })

  it('answers the latest message to an address, and 404 when there is none', async () => {
    mailbox.deliver('ada@example.org', 'first', 'code 1')
    mailbox.deliver('ada@example.org', 'second', 'code 2')
    const latest = await call('GET', '/messages/latest?to=ada@example.org')
    expect(latest).toMatchObject({ status: 200, body: { subject: 'second', text: 'code 2' } })
    const none = await call('GET', '/messages/latest?to=nobody@example.org')
    expect(none).toMatchObject({
      status: 404,
      body: { message: 'No messages to nobody@example.org' },
    })
  })

  it('deliver() and messages() work in process, as the secure site and tests use them', () => {
    const message = mailbox.deliver('ada@example.org', 'hello', 'code 424242')
    expect(message).toMatchObject({ to: 'ada@example.org', subject: 'hello', text: 'code 424242' })
    expect(mailbox.messages('ADA@example.org')).toEqual([message])
    expect(() => mailbox.deliver('not-an-address', 'hello', 'code')).toThrow(
      'Mailbox: to must be an email address',
    )
  })

  it('DELETE /messages?to= empties one address and leaves the others', async () => {
    mailbox.deliver('ada@example.org', 'a', 'a')
    mailbox.deliver('bob@example.org', 'b', 'b')
    expect((await call('DELETE', '/messages?to=ada@example.org')).status).toBe(204)
    expect(mailbox.messages().map((message) => message.to)).toEqual(['bob@example.org'])
  })

  it('refuses malformed deliveries with 400 saying why', async () => {
    for (const [body, said] of [
      ['{', 'Request body is not JSON'],
      [undefined, 'must be a JSON object'],
      [[], 'must be a JSON object'],
      [{ to: 'ada@example.org', subject: 's' }, 'text must be a string'],
      [{ to: 'ada', subject: 's', text: 't' }, 'to must be an email address'],
      [{ to: 'ada@example.org', subject: 1, text: 't' }, 'subject must be a string'],
      [{ to: 'ada@example.org', subject: 's', text: ' ' }, 'text must not be empty'],
      [{ to: 'ada@example.org', subject: 's', text: 't', cc: 'x' }, 'cc is not allowed'],
    ] as const) {
      const reply = await call('POST', '/messages', body)
      expect(reply.status, JSON.stringify(body)).toBe(400)
      expect(reply.body).toEqual({ message: expect.stringContaining(said) as unknown })
    }
    expect(mailbox.messages()).toEqual([])
    expect((await call('GET', '/messages?to=nope')).status).toBe(400)
  })

  it('answers 404 for an unknown path, 405 for a wrong method, and CORS for the playground', async () => {
    expect((await call('GET', '/inbox')).status).toBe(404)
    expect((await call('PUT', '/messages')).status).toBe(405)
    const origin = 'http://127.0.0.1:5173'
    const preflight = await fetch(`${mailbox.url}/messages`, {
      method: 'OPTIONS',
      headers: { origin },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    const read = await fetch(`${mailbox.url}/messages`, { headers: { origin } })
    expect(read.headers.get('access-control-allow-origin')).toBe(origin)
  })
})
