import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { frameEvents } from '../../generated/frame-messages/events.js'
import { launchBrowser, openPlayground } from './browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser.close())

async function openEvent(page: Page, type: string) {
  await page.click(`[data-event="${type}"]`)
  await page
    .locator('article[data-examples="ready"]', {
      has: page.locator('#event-title', { hasText: new RegExp(`^${type}$`) }),
    })
    .waitFor()
}

const validation = (page: Page) => page.locator('#event-validation')

/** The event in the editor, as an object to change a field of. */
async function editorEvent(page: Page): Promise<Record<string, unknown>> {
  const event: unknown = JSON.parse(await page.inputValue('#event-editor'))
  if (typeof event !== 'object' || event === null || Array.isArray(event))
    throw new Error('the editor holds no event object')
  return { ...event }
}

/** Puts a request in the editor with a fresh correlation id, sends it and waits for its reply. */
/** The name an event travels under, from the readable name the devtools list it by. */
function wireName(name: string): string {
  const wire: Readonly<Record<string, string>> = frameEvents.wire
  const found = wire[name]
  if (found === undefined) throw new Error(`${name} is no frame event`)
  return found
}

async function sendAndAwaitReply(page: Page, type: string, payload: unknown, reply: string) {
  await openEvent(page, type)
  const id = randomBytes(16).toString('hex')
  await page.fill('#event-editor', JSON.stringify({ type: wireName(type), id, payload }, null, 2))
  await page.getByRole('button', { name: 'Send to the secure frame' }).click()
  // The reply carries the request's id: the frame answers this request, not an earlier one.
  const received = page.locator(`li[data-direction="received"][data-type="${wireName(reply)}"]`, {
    hasText: id,
  })
  await received.waitFor({ state: 'attached' })
  return received.getAttribute('data-valid')
}

/** The playground with the endpoints file changed as the page reads it. */
async function openWithSecureSite(secureSite: string) {
  const opened = await openPlayground(browser, '#frame/APP_GET_USER')
  await opened.page.route('**/endpoints.json', (route) =>
    route.fulfill({ json: { ...inject('endpoints'), secureSite } }),
  )
  await opened.page.reload()
  await opened.page.locator('article[data-examples="ready"]').waitFor()
  return opened
}

describe('the frame event devtools', () => {
  it('prefills an event from its recorded example and finds it valid', async () => {
    const { page, close } = await openPlayground(browser, '#frame')
    await openEvent(page, 'APP_SWITCH_NETWORK')
    expect(await editorEvent(page)).toMatchObject({ type: '@w3m-app/SWITCH_NETWORK' })
    expect(await validation(page).getAttribute('data-valid')).toBe('true')
    await close()
  })

  it('says where the editor is prefilled from, and an error reply example describes the error it carries', async () => {
    const { page, close } = await openPlayground(browser, '#frame')
    expect(await page.locator('article.panel.empty').innerText()).toContain(
      "prefilled from the recorded cases under test/contract/recorded/frame-messages/, with the signed-in user's address and this devnet's RPC URLs put in",
    )
    await openEvent(page, 'FRAME_CONNECT_OTP_ERROR')
    const labels = await page.locator('#event-example option').allInnerTexts()
    expect(labels).toContain(
      'valid · error reply "Invalid code": the 6-digit code typed was wrong (code-accepted.json)',
    )
    expect(labels.join('\n')).not.toContain('the user entered the 6-digit code')
    await close()
  })

  it('rejects a payload that breaks its schema as it is typed, showing the error path', async () => {
    const { page, close } = await openPlayground(browser, '#frame')
    await openEvent(page, 'APP_SWITCH_NETWORK')
    const event = await editorEvent(page)
    await page.fill('#event-editor', JSON.stringify({ ...event, payload: { chainId: true } }))
    expect(await validation(page).getAttribute('data-valid')).toBe('false')
    expect(await page.getAttribute('#event-editor', 'aria-invalid')).toBe('true')
    const paths = () => page.locator('[aria-label="Validation errors"] .issue-path').allInnerTexts()
    expect(await paths()).toContain('/payload/chainId')
    expect(await page.getByRole('button', { name: 'Send to the secure frame' }).isDisabled()).toBe(
      true,
    )

    await page.fill('#event-editor', JSON.stringify({ ...event, id: '' }))
    expect(await paths()).toContain('/id')

    await page.fill('#event-editor', '{ "type": ')
    expect(await validation(page).innerText()).toMatch(/\(text\) is not JSON/)
    await close()
  })

  it('logs in by email through the secure frame: each reply validated, the code read from the mailbox panel', async () => {
    const { page, errors, close } = await openPlayground(browser, '#frame')
    await page.locator('[data-event="APP_CONNECT_EMAIL"]').waitFor()
    await page.locator('li[data-type="@w3m-frame/READY"][data-valid="true"]').waitFor()
    const email = `e2e-${randomBytes(4).toString('hex')}@example.org`

    const emailReply = await sendAndAwaitReply(
      page,
      'APP_CONNECT_EMAIL',
      { email },
      'FRAME_CONNECT_EMAIL_SUCCESS',
    )
    expect(emailReply).toBe('true')

    await page.getByRole('tab', { name: 'Devnet' }).click()
    const mail = page.locator('section.card:has(h2:text-is("Mailbox")) li', { hasText: email })
    await mail.waitFor()
    const code = /\b(\d{6})\b/.exec(await mail.innerText())?.[1]
    expect(code).toMatch(/^\d{6}$/)

    await page.getByRole('tab', { name: 'Frame events' }).click()
    const otpReply = await sendAndAwaitReply(
      page,
      'APP_CONNECT_OTP',
      { otp: code },
      'FRAME_CONNECT_OTP_SUCCESS',
    )
    expect(otpReply).toBe('true')

    // The signing example signs for the signed-in user's address, as the session tells it.
    expect(await sendAndAwaitReply(page, 'APP_GET_USER', {}, 'FRAME_GET_USER_SUCCESS')).toBe('true')
    await openEvent(page, 'APP_RPC_REQUEST')
    const address = await page.getAttribute('[data-signer]', 'data-signer')
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(
      await page.locator('li[data-type="@w3m-frame/GET_USER_SUCCESS"]').first().textContent(),
    ).toContain(String(address))
    await page.selectOption('#event-example', 'personal-sign.json')
    const signRequest = await editorEvent(page)
    expect(signRequest).toMatchObject({ payload: { method: 'personal_sign' } })
    expect(JSON.stringify(signRequest.payload)).toContain(String(address))
    // The recorded example's RPC URL (port 8545) is replaced by this devnet's node for chain 1.
    expect(signRequest.payload).toMatchObject({
      chainId: 1,
      rpcUrl: inject('endpoints').chains['eip155:1'],
    })
    const signId = randomBytes(16).toString('hex')
    await page.fill('#event-editor', JSON.stringify({ ...signRequest, id: signId }))
    await page.getByRole('button', { name: 'Send to the secure frame' }).click()
    const signed = page.locator(
      'li[data-direction="received"][data-type="@w3m-frame/RPC_REQUEST_SUCCESS"]',
      {
        hasText: signId,
      },
    )
    await signed.waitFor({ state: 'attached' })
    expect(await signed.getAttribute('data-kind')).toBe('success reply')
    expect(await signed.getAttribute('data-valid')).toBe('true')
    expect(await page.locator('li[data-direction="received"][data-valid="false"]').count()).toBe(0)
    expect(errors).toEqual([])
    await close()
  })

  it('keeps Send off, and says why, when the endpoints name no secure site', async () => {
    const { page, close } = await openWithSecureSite('')
    expect(await page.getByRole('button', { name: 'Send to the secure frame' }).isDisabled()).toBe(
      true,
    )
    expect(await page.innerText('#send-state')).toContain('No secure site in the devnet endpoints')
    await close()
  })

  it('keeps Send off, and says why, when the secure site does not answer', async () => {
    const { page, close } = await openWithSecureSite('http://127.0.0.1:9')
    await page.locator('#send-state[data-site="silent"]').waitFor()
    expect(await page.getByRole('button', { name: 'Send to the secure frame' }).isDisabled()).toBe(
      true,
    )
    expect(await page.innerText('#send-state')).toContain('The secure site does not answer')
    await close()
  })

  it('has no Send button for events the frame sends', async () => {
    const { page, close } = await openPlayground(browser, '#frame')
    await openEvent(page, 'FRAME_GET_USER_SUCCESS')
    expect(await validation(page).getAttribute('data-valid')).toBe('true')
    expect(await page.getByRole('button', { name: 'Send to the secure frame' }).count()).toBe(0)
    await close()
  })
})
