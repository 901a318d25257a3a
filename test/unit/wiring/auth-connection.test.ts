import { describe, expect, it } from 'vitest'
import type { AuthLogin } from '../../../src/connectors/auth.js'
import type { ConnectedAccounts } from '../../../src/core/connect-request.js'
import {
  authConnectionHandlers,
  type AuthConnectionDeps,
} from '../../../src/wiring/auth-connection.js'
import type { AuthWalletActions } from '../../../src/wiring/auth-wallet-actions.js'
import { base, mainnet, solana } from '../controllers/test-networks.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected: ConnectedAccounts = { accounts: [{ address: ADDRESS }], caipNetwork: mainnet }

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaConnected: ConnectedAccounts = {
  accounts: [{ address: SOLANA_ADDRESS }],
  caipNetwork: solana,
}

function setup(options: { failLogin?: boolean; failSwitch?: boolean; solana?: boolean } = {}) {
  const log: string[] = []
  let actions: AuthWalletActions | undefined
  const login = (name: string) => (): Promise<AuthLogin> => {
    log.push(name)
    if (options.failLogin) return Promise.reject(new Error('Login failed'))
    return Promise.resolve(options.solana ? { ...connected, solana: solanaConnected } : connected)
  }
  const deps: AuthConnectionDeps = {
    auth: {
      connectEmail: login('email'),
      restore: (provider) => login(`restore ${String(provider)}`)(),
      abortRequests: () => log.push('frame abort'),
      connectSocial: (provider) => login(`social ${provider}`)(),
      connectFarcaster: (onUrl) => {
        onUrl('https://farcaster.example/connect')
        return login('farcaster')()
      },
      disconnect: () => {
        log.push('sign out')
        return Promise.resolve()
      },
      switchNetwork: (payload) => {
        log.push(`frame switch to ${String(payload.chainId)}`)
        return options.failSwitch
          ? Promise.reject(new Error('Network not supported'))
          : Promise.resolve({ chainId: payload.chainId })
      },
    },
    ...(options.solana && {
      solana: {
        connect: (accounts) => {
          log.push(`solana ${accounts.accounts[0]?.address ?? ''}`)
          return Promise.resolve()
        },
        disconnect: () => log.push('solana ended'),
      },
    }),
    onFarcasterUrl: (url) => log.push(`qr ${url}`),
    onNetworkSwitched: (network) => log.push(`connection on ${network.caipNetworkId}`),
    setWalletActions: (next) => {
      log.push('actions set')
      actions = next
    },
    clearWalletActions: () => {
      log.push('actions cleared')
      actions = undefined
    },
  }
  return { handlers: authConnectionHandlers(deps), log, actions: () => actions }
}

describe('auth connection handlers', () => {
  it('a login with a Solana account connects it before answering the EVM account alone; a disconnect ends it before the frame signs out', async () => {
    const { handlers, log } = setup({ solana: true })
    expect(await handlers.connectEmail()).toEqual(connected)
    expect(log).toEqual(['email', 'actions set', `solana ${SOLANA_ADDRESS}`])
    await handlers.disconnect()
    expect(log.slice(3)).toEqual(['actions cleared', 'solana ended', 'sign out'])
  })

  it('a login without a Solana account leaves Solana alone', async () => {
    const { handlers, log } = setup()
    await handlers.connectSocial('github')
    expect(log).toEqual(['social github', 'actions set'])
  })

  it('a social login and a Farcaster login set the actions too', async () => {
    const { handlers, log } = setup()
    await handlers.connectSocial('google')
    await handlers.connectSocial('farcaster')
    expect(log).toEqual([
      'social google',
      'actions set',
      'qr https://farcaster.example/connect',
      'farcaster',
      'actions set',
    ])
  })

  it('a restored login sets the actions, and abortRequests (the cancel the EIP-1193 provider uses too) reaches the frame', async () => {
    const { handlers, log, actions } = setup()
    expect(await handlers.restoreSession('google')).toEqual(connected)
    actions()?.abortRequests()
    handlers.abortRequests()
    expect(log).toEqual(['restore google', 'actions set', 'frame abort', 'frame abort'])
  })

  it('a failed login sets no actions', async () => {
    const { handlers, log, actions } = setup({ failLogin: true })
    await expect(handlers.connectEmail()).rejects.toThrow('Login failed')
    expect(log).toEqual(['email'])
    expect(actions()).toBeUndefined()
  })

  it('a disconnect clears the actions before the frame signs out', async () => {
    const { handlers, log, actions } = setup()
    await handlers.connectEmail()
    await handlers.disconnect()
    expect(log).toEqual(['email', 'actions set', 'actions cleared', 'sign out'])
    expect(actions()).toBeUndefined()
  })

  it('a network switch the frame made moves the connection; a refused one leaves it', async () => {
    const { handlers, log, actions } = setup()
    await handlers.connectEmail()
    await actions()?.switchNetwork(base)
    expect(log).toEqual([
      'email',
      'actions set',
      'frame switch to 8453',
      'connection on eip155:8453',
    ])

    const refused = setup({ failSwitch: true })
    await refused.handlers.connectEmail()
    await expect(refused.actions()?.switchNetwork(base)).rejects.toThrow('Network not supported')
    expect(refused.log).toEqual(['email', 'actions set', 'frame switch to 8453'])
  })
})
