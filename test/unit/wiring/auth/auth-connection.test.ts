import { describe, expect, it } from 'vitest'
import type { AuthLogin } from '../../../../src/connectors/auth.js'
import type { ConnectedAccounts } from '../../../../src/core/connect-request.js'
import type { PayloadOf } from '../../../../src/frame/frame-protocol.js'
import { isUserRejectedError } from '../../../../src/utils/user-rejection.js'
import {
  authConnectionHandlers,
  switchFrameNetwork,
  type AuthConnectionDeps,
} from '../../../../src/wiring/auth/auth-connection.js'
import type { AuthFrameRpc } from '../../../../src/wiring/auth/auth-wiring.js'
import { base, mainnet, solana } from '../../controllers/test-networks.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const connected: ConnectedAccounts = { accounts: [{ address: ADDRESS }], caipNetwork: mainnet }

const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const solanaConnected: ConnectedAccounts = {
  accounts: [{ address: SOLANA_ADDRESS }],
  caipNetwork: solana,
}

function setup(options: { failLogin?: boolean; failSwitch?: boolean; solana?: boolean } = {}) {
  const log: string[] = []
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
  }
  return { handlers: authConnectionHandlers(deps), log }
}

describe('auth connection handlers', () => {
  it('a login with a Solana account connects it before answering the EVM account alone; a disconnect ends it before the frame signs out', async () => {
    const { handlers, log } = setup({ solana: true })
    expect(await handlers.connectEmail()).toEqual(connected)
    expect(log).toEqual(['email', `solana ${SOLANA_ADDRESS}`])
    await handlers.disconnect()
    expect(log.slice(2)).toEqual(['solana ended', 'sign out'])
  })

  it('a login without a Solana account leaves Solana alone', async () => {
    const { handlers, log } = setup()
    await handlers.connectSocial('github')
    expect(log).toEqual(['social github'])
  })

  it('a Farcaster login shows its URL before it is approved', async () => {
    const { handlers, log } = setup()
    await handlers.connectSocial('google')
    await handlers.connectSocial('farcaster')
    expect(log).toEqual(['social google', 'qr https://farcaster.example/connect', 'farcaster'])
  })

  it('a restored login answers the same account; a failed login answers its error', async () => {
    const { handlers, log } = setup()
    expect(await handlers.restoreSession('google')).toEqual(connected)
    expect(log).toEqual(['restore google'])
    const failed = setup({ failLogin: true })
    await expect(failed.handlers.connectEmail()).rejects.toThrow('Login failed')
    expect(failed.log).toEqual(['email'])
  })

  it('a network switch the frame made moves the connection; a refused one leaves it', async () => {
    const { handlers, log } = setup()
    await handlers.connectEmail()
    await handlers.switchNetwork(base)
    expect(log).toEqual(['email', 'frame switch to 8453', 'connection on eip155:8453'])

    const refused = setup({ failSwitch: true })
    await refused.handlers.connectEmail()
    await expect(refused.handlers.switchNetwork(base)).rejects.toThrow('Network not supported')
    expect(refused.log).toEqual(['email', 'frame switch to 8453'])
  })

  it('a switch to a Solana cluster asks the frame nothing: the login holds one Solana account for all', async () => {
    const { handlers, log } = setup({ solana: true })
    await handlers.connectEmail()
    await handlers.switchNetwork(solana)
    expect(log).toEqual(['email', `solana ${SOLANA_ADDRESS}`])
  })
})

/** A frame that records the network switches it is asked for. */
function fakeFrame() {
  const switches: PayloadOf<'APP_SWITCH_NETWORK'>[] = []
  const rpc: Pick<AuthFrameRpc, 'switchNetwork'> = {
    switchNetwork: (payload) => {
      switches.push(payload)
      return Promise.resolve({ chainId: payload.chainId })
    },
  }
  return { rpc, switches }
}

describe('switchFrameNetwork', () => {
  it('asks the frame to switch to the network chain id with its RPC URL', async () => {
    const { rpc, switches } = fakeFrame()
    await switchFrameNetwork(rpc, base)
    expect(switches).toEqual([{ chainId: 8453, rpcUrl: 'http://127.0.0.1:8545' }])
  })

  it('a failed network switch the user rejected is a user rejection too', async () => {
    const rpc: Pick<AuthFrameRpc, 'switchNetwork'> = {
      switchNetwork: () => Promise.reject(new Error('User rejected the request')),
    }
    const rejected = await switchFrameNetwork(rpc, base).catch((error: unknown) => error)
    expect(isUserRejectedError(rejected)).toBe(true)
  })
})
