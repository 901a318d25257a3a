import { createServer } from 'node:http'
import { createWalletClient, custom, parseEther, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import type { RpcRequestPayload } from '../../../../generated/frame-messages/types.js'
import { createConnectionProvider } from '../../../../src/connectors/connection-provider.js'
import { parseTypedData } from '../../../../devnet/secure-site/typed-data.js'
import { authEip1193Forward } from '../../../../src/wiring/auth/auth-eip1193.js'
import { approvedProviders } from '../../../../src/wiring/wallet/approved-provider.js'
import { AUTH_APPROVAL_METHODS } from '../../../../src/wiring/auth/auth-signing-methods.js'
import { createWalletApproval } from '../../../../src/wiring/wallet/wallet-approval.js'
import { frameRpcError } from '../../../../src/wiring/auth/frame-rpc-error.js'
import { UserRejectedRequestError } from '../../../../src/core/user-rejected-request-error.js'
import { routerWithModal } from '../router-with-modal.js'

// Anvil's first well-known development key: the fake frame signs as the secure site would.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec3a6c1ae1f1ed0',
)
const TX_HASH = `0x${'ab'.repeat(32)}` as const

const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const

function setup(options: { hold?: boolean; rpcUrl?: string } = {}) {
  const requests: RpcRequestPayload[] = []
  let aborted = 0
  const { router, modal } = routerWithModal()
  const approve = createWalletApproval({ router, modal })
  const forward = authEip1193Forward({
    rpc: {
      rpcRequest: async (payload) => {
        requests.push(payload)
        if (options.hold) return new Promise(() => undefined)
        if (payload.method === 'eth_signTypedData_v4') {
          const json = payload.params?.[1]
          if (typeof json !== 'string') throw new Error('typed data must reach the frame as JSON')
          return account.signTypedData(parseTypedData(json))
        }
        return TX_HASH
      },
    },
    rpcUrl: () => options.rpcUrl,
    frameError: frameRpcError,
  })
  const own = createConnectionProvider({
    state: () => ({ accounts: [account.address], chainId: 1 }),
    watch: () => () => undefined,
    switchChain: () => Promise.resolve(),
    forward,
  })
  // What the app gets: the embedded connector's approval methods behind ApproveTransaction.
  const provider = approvedProviders(approve)(own, {
    approvalMethods: AUTH_APPROVAL_METHODS,
    abort: () => {
      aborted += 1
    },
  })
  return { provider, own, requests, router, modal, aborted: () => aborted }
}

describe('the email wallet’s EIP-1193 provider', () => {
  it('signs Portico’s own requests in the frame without an approval of its own; the app’s pass ApproveTransaction once', async () => {
    const { provider, own, requests, router } = setup()
    const views: string[] = []
    router.store.subscribe((state) => views.push(state.view))
    expect(
      await own.request({ method: 'eth_sendTransaction', params: [{ to: account.address }] }),
    ).toBe(TX_HASH)
    expect(views).toEqual([])

    await provider.request({ method: 'personal_sign', params: ['0x68', account.address] })
    expect(views.filter((view) => view === 'ApproveTransaction')).toHaveLength(1)
    expect(requests.map((payload) => payload.method)).toEqual([
      'eth_sendTransaction',
      'personal_sign',
    ])
    // A connector that names no approval methods hands the app its provider as it is.
    expect(approvedProviders(() => Promise.reject(new Error('unused')))(own, {})).toBe(own)
  })

  it('[NAV-14] signs typed data in the frame behind ApproveTransaction; viem verifies it', async () => {
    const { provider, requests, router, modal } = setup()
    const views: string[] = []
    router.store.subscribe((state) => views.push(state.view))
    const wallet = createWalletClient({ account: account.address, transport: custom(provider) })
    const signature = await wallet.signTypedData(typedData)
    expect(views).toContain('ApproveTransaction')
    // The outcome pops the entry: the modal opened for the request closes again (NAV-16).
    expect(modal.store.getState().open).toBe(false)
    expect(requests[0]?.method).toBe('eth_signTypedData_v4')
    expect(requests[0]?.chainId).toBe(1)
    expect(await verifyTypedData({ address: account.address, signature, ...typedData })).toBe(true)
  })

  it('sends a transaction with data, hex fields passed on and `to` required', async () => {
    const { provider, requests } = setup()
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [
        { from: account.address, to: account.address, value: '0x1', data: '0xa9059cbb', gas: 7 },
      ],
    })
    expect(hash).toBe(TX_HASH)
    expect(requests[0]).toEqual({
      method: 'eth_sendTransaction',
      params: [{ from: account.address, to: account.address, value: '0x1', data: '0xa9059cbb' }],
      chainId: 1,
      chainNamespace: 'eip155',
    })
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ value: parseEther('1') }] }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('[NAV-16] a cancel on ApproveTransaction rejects with UserRejectedRequestError (4001) and aborts in the frame', async () => {
    const { provider, router, aborted } = setup({ hold: true })
    const signing = provider.request({ method: 'personal_sign', params: ['0x68', account.address] })
    await Promise.resolve()
    await Promise.resolve()
    expect(router.store.getState().view).toBe('ApproveTransaction')
    router.popTransactionStack('cancel')
    const error = await signing.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request' })
    expect(aborted()).toBe(1)
  })

  it("forwards EIP-5792's methods to the frame: reads as they are, the app's wallet_sendCalls behind ApproveTransaction; wallet_showCallsStatus asks the frame for the bundle and answers null", async () => {
    const { provider, own, requests, router } = setup()
    const views: string[] = []
    router.store.subscribe((state) => views.push(state.view))
    const batch = { version: '2.0.0', chainId: '0x1', calls: [{ to: account.address }] }
    await provider.request({ method: 'wallet_getCapabilities', params: [account.address] })
    await provider.request({ method: 'wallet_getCallsStatus', params: ['0x01'] })
    expect(views).toEqual([])
    await provider.request({ method: 'wallet_sendCalls', params: [batch] })
    expect(views.filter((view) => view === 'ApproveTransaction')).toHaveLength(1)
    expect(await own.request({ method: 'wallet_showCallsStatus', params: ['0x01'] })).toBeNull()
    expect(requests).toEqual([
      {
        method: 'wallet_getCapabilities',
        params: [account.address],
        chainId: 1,
        chainNamespace: 'eip155',
      },
      { method: 'wallet_getCallsStatus', params: ['0x01'], chainId: 1, chainNamespace: 'eip155' },
      { method: 'wallet_sendCalls', params: [batch], chainId: 1, chainNamespace: 'eip155' },
      { method: 'wallet_getCallsStatus', params: ['0x01'], chainId: 1, chainNamespace: 'eip155' },
    ])
    // What the frame's contract does not take never reaches it.
    await expect(
      own.request({ method: 'wallet_sendCalls', params: [{ calls: 'none' }] }),
    ).rejects.toMatchObject({ code: -32602 })
    expect(requests).toHaveLength(4)
  })

  it('refuses what the embedded wallet does not do with 4200, without the frame', async () => {
    const { provider, requests } = setup()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(provider.request({ method: 'wallet_addEthereumChain' })).rejects.toMatchObject({
      code: 4200,
    })
    expect(requests).toEqual([])
  })

  it('sends every safe request (reads of spec §6, an already signed transaction) to the network’s node, with no approval and nothing to the frame', async () => {
    const asked: unknown[] = []
    const node = createServer((request, reply) => {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        const call: unknown = JSON.parse(body)
        asked.push(call)
        reply.setHeader('content-type', 'application/json')
        reply.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x2a' }))
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    try {
      const address = node.address()
      if (address === null || typeof address === 'string') throw new Error('The node has no port')
      const { port } = address
      const { provider, requests, router } = setup({ rpcUrl: `http://127.0.0.1:${String(port)}` })
      const views: string[] = []
      router.store.subscribe((state) => views.push(state.view))
      for (const method of ['net_version', 'eth_getBlockReceipts', 'eth_sendRawTransaction']) {
        expect(await provider.request({ method, params: ['0x1'] })).toBe('0x2a')
      }
      expect(asked).toMatchObject([
        { method: 'net_version' },
        { method: 'eth_getBlockReceipts' },
        { method: 'eth_sendRawTransaction', params: ['0x1'] },
      ])
      expect(requests).toEqual([])
      expect(views).not.toContain('ApproveTransaction')
    } finally {
      node.close()
    }
  })
})
