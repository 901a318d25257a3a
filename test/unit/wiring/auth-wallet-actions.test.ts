import { describe, expect, it } from 'vitest'
import type { PayloadOf } from '../../../src/frame/frame-protocol.js'
import { isUserRejectedError } from '../../../src/utils/user-rejection.js'
import { authWalletActions, type AuthFrameRpc } from '../../../src/wiring/auth-wallet-actions.js'
import { base } from '../controllers/test-networks.js'

/** A frame that records the network switches it is asked for. */
function fakeFrame() {
  const switches: PayloadOf<'APP_SWITCH_NETWORK'>[] = []
  const rpc: Pick<AuthFrameRpc, 'switchNetwork' | 'abortRequests'> = {
    switchNetwork: (payload) => {
      switches.push(payload)
      return Promise.resolve({ chainId: payload.chainId })
    },
    abortRequests: () => undefined,
  }
  return { rpc, switches }
}

describe('auth wallet actions', () => {
  it('asks the frame to switch to the network chain id with its RPC URL', async () => {
    const { rpc, switches } = fakeFrame()
    await authWalletActions(rpc).switchNetwork(base)
    expect(switches).toEqual([{ chainId: 8453, rpcUrl: 'http://127.0.0.1:8545' }])
  })

  it('a failed network switch the user rejected is a user rejection too', async () => {
    const rpc: Pick<AuthFrameRpc, 'switchNetwork' | 'abortRequests'> = {
      switchNetwork: () => Promise.reject(new Error('User rejected the request')),
      abortRequests: () => undefined,
    }
    const rejected = await authWalletActions(rpc)
      .switchNetwork(base)
      .catch((error: unknown) => error)
    expect(isUserRejectedError(rejected)).toBe(true)
  })
})
