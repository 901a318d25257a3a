import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppRequestType } from '../../../src/frame/frame-protocol.js'
import type { AuthProvider } from '../../../src/frame/auth-provider.js'
import { createAuthHarness } from './auth-provider-harness.js'
import { SAMPLE_ADDRESS, SAMPLE_ARGS, SAMPLE_RPC_URL, SAMPLE_SUCCESS } from './sample-requests.js'
import { deliver } from './secure-frame-harness.js'
import { messageOf, track } from './track-promise.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const siwxMessage = {
  accountAddress: SAMPLE_ADDRESS,
  chainId: 'eip155:1',
  domain: '127.0.0.1:5173',
  uri: 'http://127.0.0.1:5173/',
  version: '1',
  nonce: 'n0nce123',
}

interface Case {
  rules: string
  call: (provider: AuthProvider) => Promise<unknown>
  sent: AppRequestType
  payload: unknown
  reply: unknown
}

const cases: Case[] = [
  {
    rules: '[CALL-05]',
    call: (p) =>
      p.connectSocial({
        uri: 'https://secure.portico.test/social/result?code=abc',
        preferredAccountType: 'smartAccount',
        chainId: 1,
        siwxMessage,
        rpcUrl: SAMPLE_RPC_URL,
      }),
    sent: 'APP_CONNECT_SOCIAL',
    payload: {
      uri: 'https://secure.portico.test/social/result?code=abc',
      preferredAccountType: 'smartAccount',
      chainId: 1,
      siwxMessage,
      rpcUrl: SAMPLE_RPC_URL,
    },
    reply: SAMPLE_SUCCESS.APP_CONNECT_SOCIAL,
  },
  {
    rules: '[CALL-06]',
    call: (p) => p.getFarcasterUri(),
    sent: 'APP_GET_FARCASTER_URI',
    payload: undefined,
    reply: SAMPLE_SUCCESS.APP_GET_FARCASTER_URI,
  },
  {
    rules: '[CALL-06]',
    call: (p) => p.connectFarcaster(),
    sent: 'APP_CONNECT_FARCASTER',
    payload: undefined,
    reply: SAMPLE_SUCCESS.APP_CONNECT_FARCASTER,
  },
  {
    rules: '[CALL-07]',
    call: (p) =>
      p.getUser({ chainId: 1, preferredAccountType: 'eoa', siwxMessage, rpcUrl: SAMPLE_RPC_URL }),
    sent: 'APP_GET_USER',
    payload: { chainId: 1, preferredAccountType: 'eoa', siwxMessage, rpcUrl: SAMPLE_RPC_URL },
    reply: SAMPLE_SUCCESS.APP_GET_USER,
  },
  {
    rules: '[CALL-08]',
    call: (p) => p.getSocialRedirectUri({ provider: 'github' }),
    sent: 'APP_GET_SOCIAL_REDIRECT_URI',
    payload: { provider: 'github' },
    reply: SAMPLE_SUCCESS.APP_GET_SOCIAL_REDIRECT_URI,
  },
  {
    rules: '[CALL-09]',
    call: (p) => p.getChainId(),
    sent: 'APP_GET_CHAIN_ID',
    payload: undefined,
    reply: SAMPLE_SUCCESS.APP_GET_CHAIN_ID,
  },
  {
    rules: '[CALL-10]',
    call: (p) => p.switchNetwork({ chainId: 8453, rpcUrl: SAMPLE_RPC_URL }),
    sent: 'APP_SWITCH_NETWORK',
    payload: { chainId: 8453, rpcUrl: SAMPLE_RPC_URL },
    reply: SAMPLE_SUCCESS.APP_SWITCH_NETWORK,
  },
  {
    rules: '[CALL-11]',
    call: (p) => p.getSmartAccountEnabledNetworks(),
    sent: 'APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS',
    payload: undefined,
    reply: SAMPLE_SUCCESS.APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS,
  },
  {
    rules: '[CALL-11]',
    call: (p) => p.initSmartAccount(),
    sent: 'APP_INIT_SMART_ACCOUNT',
    payload: undefined,
    reply: SAMPLE_SUCCESS.APP_INIT_SMART_ACCOUNT,
  },
  {
    rules: '[CALL-12]',
    call: (p) => p.setPreferredAccount({ type: 'smartAccount' }),
    sent: 'APP_SET_PREFERRED_ACCOUNT',
    payload: { type: 'smartAccount' },
    reply: SAMPLE_SUCCESS.APP_SET_PREFERRED_ACCOUNT,
  },
  {
    rules: '[CALL-13]',
    call: (p) =>
      p.rpcRequest({
        method: 'personal_sign',
        params: ['0x68656c6c6f', SAMPLE_ADDRESS],
        chainId: 1,
        chainNamespace: 'eip155',
        rpcUrl: SAMPLE_RPC_URL,
      }),
    sent: 'APP_RPC_REQUEST',
    payload: {
      method: 'personal_sign',
      params: ['0x68656c6c6f', SAMPLE_ADDRESS],
      chainId: 1,
      chainNamespace: 'eip155',
      rpcUrl: SAMPLE_RPC_URL,
    },
    reply: `0x${'ab'.repeat(65)}`,
  },
  {
    rules: '[CALL-15]',
    call: (p) => p.updateEmail({ email: 'new@example.com' }),
    sent: 'APP_UPDATE_EMAIL',
    payload: { email: 'new@example.com' },
    reply: SAMPLE_SUCCESS.APP_UPDATE_EMAIL,
  },
  {
    rules: '[CALL-15]',
    call: (p) => p.updateEmailPrimaryOtp({ otp: '111111' }),
    sent: 'APP_UPDATE_EMAIL_PRIMARY_OTP',
    payload: { otp: '111111' },
    reply: undefined,
  },
  {
    rules: '[CALL-16]',
    call: (p) => p.updateEmailSecondaryOtp({ otp: '222222' }),
    sent: 'APP_UPDATE_EMAIL_SECONDARY_OTP',
    payload: { otp: '222222' },
    reply: { newEmail: 'new@example.com' },
  },
  {
    rules: '[CALL-17]',
    call: (p) => p.syncTheme({ themeMode: 'light', themeVariables: { '--w3m-z-index': 10 } }),
    sent: 'APP_SYNC_THEME',
    payload: { themeMode: 'light', themeVariables: { '--w3m-z-index': 10 } },
    reply: undefined,
  },
  {
    rules: '[CALL-18]',
    call: (p) => p.syncDappData(...SAMPLE_ARGS.APP_SYNC_DAPP_DATA),
    sent: 'APP_SYNC_DAPP_DATA',
    payload: SAMPLE_ARGS.APP_SYNC_DAPP_DATA[0],
    reply: undefined,
  },
  {
    rules: '[CALL-19]',
    call: (p) => p.reload(),
    sent: 'APP_RELOAD',
    payload: undefined,
    reply: undefined,
  },
]

describe('auth provider requests', () => {
  it.each(cases)('$rules $sent carries its payload and resolves with the reply', async (c) => {
    const { provider, fake } = await createAuthHarness()
    const result = track(c.call(provider))
    const sent = fake.lastSent(c.sent)
    expect(fake.sentTypes()).toEqual([c.sent])
    expect('payload' in sent ? sent.payload : undefined).toEqual(c.payload)
    fake.succeed(sent, c.reply)
    await deliver()
    expect(result).toMatchObject({ settled: true, value: c.reply, error: undefined })
  })

  it('[CALL-16] updates the stored login email to the new one', async () => {
    const { provider, fake, cache } = await createAuthHarness()
    cache.loginEmail.set('old@example.com')
    track(provider.updateEmailSecondaryOtp({ otp: '222222' }))
    fake.succeed(fake.lastSent('APP_UPDATE_EMAIL_SECONDARY_OTP'), { newEmail: 'new@example.com' })
    await deliver()
    expect(cache.loginEmail.get()).toBe('new@example.com')
  })
})

describe('rejecting RPC requests', () => {
  it('[ROLE-06][ROLE-07][STATE-26][CALL-14] aborts pending signing requests, keeps reads, and tells the frame', async () => {
    const { provider, fake } = await createAuthHarness()
    const read = track(provider.rpcRequest(...SAMPLE_ARGS.APP_RPC_REQUEST))
    const readEvent = fake.lastSent('APP_RPC_REQUEST')
    const sign = track(
      provider.rpcRequest({
        method: 'personal_sign',
        params: ['0x00', SAMPLE_ADDRESS],
        chainId: 1,
      }),
    )
    const user = track(provider.getUser(...SAMPLE_ARGS.APP_GET_USER))
    provider.rejectRpcRequests()
    await deliver()
    expect(messageOf(sign.error)).toBe('Request was aborted')
    expect(read.settled).toBe(false)
    expect(user.settled).toBe(false)
    expect(fake.sentTypes().at(-1)).toBe('APP_RPC_ABORT')
    fake.succeed(readEvent, SAMPLE_SUCCESS.APP_RPC_REQUEST)
    await deliver()
    expect(read.value).toBe(SAMPLE_SUCCESS.APP_RPC_REQUEST)
  })

  it('[ROLE-06] sends no RPC_ABORT when only safe requests are pending', async () => {
    const { provider, fake } = await createAuthHarness()
    track(provider.rpcRequest(...SAMPLE_ARGS.APP_RPC_REQUEST))
    provider.rejectRpcRequests()
    await deliver()
    expect(fake.sentTypes()).toEqual(['APP_RPC_REQUEST'])
  })
})
