import { isHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import type { RpcRequestPayload } from '../../../../generated/frame-messages/types.js'
import { createConnectionProvider } from '../../../../src/connectors/connection-provider.js'
import type {
  Eip1193Provider,
  Eip1193RequestArguments,
} from '../../../../src/connectors/injected.js'
import type { ChainNamespace } from '../../../../src/utils/caip.js'
import { authEip1193Forward } from '../../../../src/wiring/auth/auth-eip1193.js'
import { frameRpcError } from '../../../../src/wiring/auth/frame-rpc-error.js'
import { providerCalls } from '../../../../src/wiring/wallet/provider-calls.js'
import { createProviderShelf } from '../../../../src/connectors/provider-shelf.js'
import { appProviders } from '../../../../src/wiring/wallet/app-providers.js'
import { AUTH_APPROVAL_METHODS } from '../../../../src/wiring/auth/auth-signing-methods.js'
import { noWalletMessage } from '../../../../src/wiring/wallet/provider-signing.js'
import { createTestWallet } from '../../connectors/eip1193-test-wallet.js'
import { mainnet } from '../../controllers/test-networks.js'

const TX_HASH = `0x${'ab'.repeat(32)}` as const
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(options: { connected?: ChainNamespace[]; timeoutMs?: number } = {}) {
  // The providers a connector kind holds; the app gets the active connection's.
  let activeId: string | undefined
  let changed = (): void => undefined
  const shelf = createProviderShelf(() => {
    changed()
  })
  const approvals: string[] = []
  const providers = appProviders({
    activeConnector: () =>
      activeId === undefined
        ? undefined
        : {
            getProvider: (namespace) => shelf.get(namespace, activeId ?? ''),
            // The embedded wallet's connector names the requests an app's call shows first.
            ...(activeId === 'AUTH' && { approvalMethods: AUTH_APPROVAL_METHODS }),
          },
    watch: (listener) => {
      changed = listener
      return () => undefined
    },
    approve: (run) => {
      approvals.push('ApproveTransaction')
      return run()
    },
  })
  const calls = providerCalls({
    providers: {
      // The connector's own provider, as Portico's calls take it.
      get: (namespace) => (activeId === undefined ? undefined : shelf.get(namespace, activeId)),
      watch: (listener) =>
        providers.subscribe(() => {
          listener()
        }),
    },
    activeNamespace: () => 'eip155',
    isConnected: (namespace) => options.connected?.includes(namespace) ?? false,
    findNetwork: () => mainnet,
    providerTimeoutMs: options.timeoutMs ?? 1000,
  })
  /** The namespace's connection, whose connector's provider arrives now. */
  const supply = (connectorId: string, provider: Eip1193Provider): void => {
    activeId = connectorId
    shelf.source('eip155').supply(connectorId, provider)
  }
  return { calls, supply, providers, approvals }
}

/** A wallet that records what it is asked and answers eth_sendTransaction with a hash. */
function recordingWallet() {
  const asked: Eip1193RequestArguments[] = []
  const provider: Eip1193Provider = {
    request: (args) => {
      asked.push(args)
      return Promise.resolve(TX_HASH)
    },
  }
  return { provider, asked }
}

describe('Portico’s own calls through the connection’s provider', () => {
  it('signs with personal_sign on the eip155 provider (hex message); the signature verifies', async () => {
    const wallet = createTestWallet()
    const { calls, supply } = setup()
    supply('io.metamask', wallet.provider)

    const signature = await calls.signMessage('Sign in to Portico', wallet.account.address)

    if (!isHex(signature)) throw new Error(`not a signature: ${signature}`)
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: 'Sign in to Portico',
        signature,
      }),
    ).toBe(true)
    expect(wallet.requests).toEqual(['personal_sign'])
  })

  it('sends eth_sendTransaction with hex quantities and resolves to the hash', async () => {
    const { provider, asked } = recordingWallet()
    const { calls, supply } = setup()
    supply('io.metamask', provider)

    const hash = await calls.sendTransaction({
      chainId: 31337,
      from: TO,
      to: TO,
      value: 10n ** 15n,
      data: '0x',
    })

    expect(hash).toBe(TX_HASH)
    expect(asked).toEqual([
      {
        method: 'eth_sendTransaction',
        params: [{ chainId: '0x7a69', from: TO, to: TO, value: '0x38d7ea4c68000', data: '0x' }],
      },
    ])
  })

  it('a connection whose provider is still loading is waited for', async () => {
    const { provider, asked } = recordingWallet()
    const { calls, supply } = setup({ connected: ['eip155'] })

    const pending = calls.sendTransaction({ chainId: 1, from: TO, to: TO, value: 1n })
    expect(calls.canSign()).toBe(true)
    supply('walletConnect', provider)

    expect(await pending).toBe(TX_HASH)
    expect(asked).toHaveLength(1)
  })

  it('a connection whose provider never arrives fails clearly', async () => {
    const { calls } = setup({ connected: ['eip155', 'solana'], timeoutMs: 10 })
    await expect(calls.signMessage('hi', TO)).rejects.toThrow(noWalletMessage('sign a message'))
    await expect(
      calls.sendSolanaTransfer({ chainId: 'solana:x', from: 'a', to: 'b', amount: 1n }),
    ).rejects.toThrow(noWalletMessage('send a transfer'))
  })

  it('nothing to sign with while no namespace is connected', () => {
    const { calls } = setup()
    expect(calls.canSign()).toBe(false)
  })

  it('Portico’s own requests never meet the approval an app’s request to the embedded wallet passes once', async () => {
    const frame: RpcRequestPayload[] = []
    const { calls, supply, providers, approvals } = setup()
    const provider = createConnectionProvider({
      state: () => ({ accounts: [TO], chainId: 1 }),
      watch: () => () => undefined,
      switchChain: () => Promise.resolve(),
      forward: authEip1193Forward({
        rpc: {
          rpcRequest: (payload) => {
            frame.push(payload)
            return Promise.resolve(TX_HASH)
          },
        },
        rpcUrl: () => undefined,
        frameError: frameRpcError,
      }),
    })
    supply('AUTH', provider)

    await calls.sendTransaction({ chainId: 1, from: TO, to: TO, value: 1n })
    expect(approvals).toEqual([])
    await providers.get('eip155')?.request({ method: 'personal_sign', params: ['0x6869', TO] })
    expect(approvals).toEqual(['ApproveTransaction'])
    expect(frame.map((payload) => payload.method)).toEqual(['eth_sendTransaction', 'personal_sign'])
  })
})
