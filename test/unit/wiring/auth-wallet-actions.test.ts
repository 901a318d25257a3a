import { isHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { RpcRequestPayload } from '../../../generated/frame-messages/types.js'
import type { PayloadOf } from '../../../src/frame/frame-protocol.js'
import { isUserRejectedError } from '../../../src/utils/user-rejection.js'
import { authWalletActions, type AuthFrameRpc } from '../../../src/wiring/auth-wallet-actions.js'
import { base } from '../controllers/test-networks.js'

// Anvil's first well-known development key: the fake frame signs as a real wallet would.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec3a6c1ae1f1ed0',
)
const TX_HASH = `0x${'ab'.repeat(32)}` as const

/** A frame that answers personal_sign by signing the raw bytes it gets, as the secure site does. */
function fakeFrame(reply?: (payload: RpcRequestPayload) => Promise<unknown>) {
  const requests: RpcRequestPayload[] = []
  const switches: PayloadOf<'APP_SWITCH_NETWORK'>[] = []
  const rpc: AuthFrameRpc = {
    rpcRequest: async (payload) => {
      requests.push(payload)
      if (reply) return reply(payload)
      if (payload.method === 'personal_sign') {
        const message = payload.params?.[0]
        if (!isHex(message)) throw new Error('personal_sign wants hex')
        return account.signMessage({ message: { raw: message } })
      }
      return TX_HASH
    },
    switchNetwork: (payload) => {
      switches.push(payload)
      return Promise.resolve({ chainId: payload.chainId })
    },
    abortRequests: () => undefined,
  }
  return { rpc, requests, switches }
}

describe('auth wallet actions', () => {
  it('signs through personal_sign with the hex-encoded message and the address', async () => {
    const { rpc, requests } = fakeFrame()
    const signature = await authWalletActions(rpc).signMessage(
      'Hello from Portico',
      account.address,
    )
    expect(requests).toEqual([
      {
        method: 'personal_sign',
        params: ['0x48656c6c6f2066726f6d20506f727469636f', account.address],
        chainNamespace: 'eip155',
      },
    ])
    if (!isHex(signature)) throw new Error(`not a signature: ${signature}`)
    expect(
      await verifyMessage({ address: account.address, message: 'Hello from Portico', signature }),
    ).toBe(true)
  })

  it('sends eth_sendTransaction with hex quantities on the request chain and resolves to the hash', async () => {
    const { rpc, requests } = fakeFrame()
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await authWalletActions(rpc).sendTransaction({
      chainId: 31337,
      from: account.address,
      to,
      value: 10n ** 15n,
      data: '0x',
    })
    expect(hash).toBe(TX_HASH)
    expect(requests).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [
          { chainId: '0x7a69', from: account.address, to, value: '0x38d7ea4c68000', data: '0x' },
        ],
        chainId: 31337,
        chainNamespace: 'eip155',
      },
    ])
  })

  it('asks the frame to switch to the network chain id with its RPC URL', async () => {
    const { rpc, switches } = fakeFrame()
    await authWalletActions(rpc).switchNetwork(base)
    expect(switches).toEqual([{ chainId: 8453, rpcUrl: 'http://127.0.0.1:8545' }])
  })

  it('refuses a reply that is not a hex value', async () => {
    const { rpc } = fakeFrame(() => Promise.resolve({ hash: TX_HASH }))
    await expect(authWalletActions(rpc).signMessage('hi', account.address)).rejects.toThrow(
      'personal_sign: the secure frame answered with no hex value',
    )
  })

  it('a frame error saying the user rejected becomes a user rejection', async () => {
    const { rpc } = fakeFrame(() => Promise.reject(new Error('User denied message signature')))
    const rejected = await authWalletActions(rpc)
      .signMessage('hi', account.address)
      .catch((error: unknown) => error)
    expect(isUserRejectedError(rejected)).toBe(true)
  })

  it('a failed network switch the user rejected is a user rejection too', async () => {
    const rpc: AuthFrameRpc = {
      rpcRequest: () => Promise.resolve(TX_HASH),
      switchNetwork: () => Promise.reject(new Error('User rejected the request')),
      abortRequests: () => undefined,
    }
    const rejected = await authWalletActions(rpc)
      .switchNetwork(base)
      .catch((error: unknown) => error)
    expect(isUserRejectedError(rejected)).toBe(true)
  })
})
