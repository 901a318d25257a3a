import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { waitForView } from './modal-page.js'

/** Where the playground's local SIWX config keeps sessions (the default storage prefix). */
export const SESSIONS_KEY = 'portico:siwxSessions'

/** Clicks the connect button and a wallet of the injected group; the modal closes once connected. */
export async function connectWith(page: Page, walletName = 'Portico Devnet Wallet'): Promise<void> {
  await page.click('[data-portico="connect-button"]')
  const connect = await waitForView(page, 'Connect')
  await connect.locator('[data-group="injected"] .row', { hasText: walletName }).click()
}

export const connectButton = (page: Page): Locator =>
  page.locator('[data-portico="connect-button"]')

/** The sessions the page keeps in localStorage, as stored. */
export async function storedSessions(page: Page): Promise<unknown[]> {
  const text = await page.evaluate((key) => localStorage.getItem(key), SESSIONS_KEY)
  const parsed: unknown = text === null ? [] : JSON.parse(text)
  const sessions: unknown[] = Array.isArray(parsed) ? parsed : []
  return sessions
}

const eventNameOf = (entry: unknown): unknown => {
  if (typeof entry !== 'object' || entry === null || !('event' in entry)) return undefined
  const { event } = entry
  if (typeof event !== 'object' || event === null || !('props' in event)) return undefined
  const { props } = event
  return typeof props === 'object' && props !== null && 'event' in props ? props.event : undefined
}

/** The names of the analytics events the devnet Project API's sink received. */
export async function analyticsEventNames(): Promise<unknown[]> {
  const reply = await fetch(`${inject('endpoints').projectApi}/devnet/analytics`)
  const body: unknown = await reply.json()
  const events = typeof body === 'object' && body !== null && 'events' in body ? body.events : []
  return Array.isArray(events) ? events.map(eventNameOf) : []
}

/** Waits for an analytics event to reach the devnet (the page flushes its queue every 10 s). */
export async function expectAnalyticsEvent(name: string): Promise<void> {
  await expect.poll(analyticsEventNames, { timeout: 20_000, interval: 500 }).toContain(name)
}

declare global {
  interface Window {
    /** The manual test wallet's pending personal_sign requests, settled by the test. */
    porticoManualWallet?: {
      pending: number
      reject: (code: number, message: string) => void
    }
  }
}

/**
 * A second EIP-6963 wallet, installed before the page's scripts, that connects with `address`
 * on chain 1 and holds every personal_sign until the test rejects it: a wallet whose user is
 * slow to answer, or says no.
 */
export async function installManualWallet(context: BrowserContext, address: string) {
  await context.addInitScript((account: string) => {
    const waiting: ((error: Error) => void)[] = []
    const manual = {
      get pending() {
        return waiting.length
      },
      reject: (code: number, message: string) => {
        for (const fail of waiting.splice(0)) fail(Object.assign(new Error(message), { code }))
      },
    }
    window.porticoManualWallet = manual
    const provider = {
      request: ({ method }: { method: string }): Promise<unknown> => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts')
          return Promise.resolve([account])
        if (method === 'eth_chainId') return Promise.resolve('0x1')
        if (method === 'personal_sign')
          return new Promise((_, reject) => {
            waiting.push(reject)
          })
        if (method === 'wallet_revokePermissions') return Promise.resolve(null)
        return Promise.reject(Object.assign(new Error(`${method} unsupported`), { code: 4200 }))
      },
      on: () => undefined,
      removeListener: () => undefined,
    }
    const info = {
      uuid: '00000000-0000-4000-8000-000000000002',
      name: 'Manual Wallet',
      icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"%3E%3Crect width="8" height="8" fill="%232f9e44"/%3E%3C/svg%3E',
      rdns: 'dev.portico.manual',
    }
    const announce = () => {
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: { info, provider } }),
      )
    }
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  }, address)
}

/**
 * Someone stretches the stored session's expiry: the signature no longer covers it, so after a
 * reload the page must ask for a new signature instead of trusting the session.
 */
export async function expectStretchedSessionRefused(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const text = localStorage.getItem(key) ?? '[]'
    localStorage.setItem(
      key,
      text.replace('"nonce"', '"expirationTime":"2099-01-01T00:00:00.000Z","nonce"'),
    )
  }, SESSIONS_KEY)
  expect(JSON.stringify(await storedSessions(page))).toContain('2099-01-01')
  await page.reload()
  await waitForView(page, 'SIWXSignMessage')
}
