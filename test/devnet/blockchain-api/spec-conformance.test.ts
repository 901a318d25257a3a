import { describe, expect, it } from 'vitest'
import { operations } from '../../../generated/blockchain-api/index.js'
import type { DynamicInit } from '../../../src/clients/create-api-client.js'
import { blockchainApiDevnetForFile, tokenOf, walletOf } from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** One valid request per operation, built against the running devnet(). */
async function oneRequestPerOperation(): Promise<Record<string, DynamicInit>> {
  const chain = devnet().chain('eip155:1')
  const wallet = walletOf(chain, 0)
  const { address } = wallet
  const user = `eip155:1:${address}`
  const usdc = `eip155:1:${tokenOf(chain, 'USDC').address}`
  const native = `eip155:1:${NATIVE}`
  const message = JSON.stringify({ name: 'every-op.reown.id', attributes: {}, timestamp: 1 })
  const signature = await wallet.account.signMessage({ message })
  const { url } = await devnet().client.onRamp.generateUrl({
    destinationWallets: [{ address }],
    partnerUserId: address,
    defaultExperience: 'buy',
  })
  const sessionId = new URL(url).searchParams.get('session') ?? ''
  const rpc = (method: string, params: unknown) => ({ jsonrpc: '2.0', id: 1, method, params })
  const swap = { userAddress: user, from: usdc, to: native, projectId: DEVNET_PROJECT_ID }
  return {
    getSupportedChains: {},
    getIdentity: { path: { address }, query: { sender: address } },
    getTransactionHistory: { path: { address }, query: { chainId: 'eip155:1' } },
    getBalance: { path: { address }, query: { currency: 'usd', chainId: 'eip155:1' } },
    getConvertQuotes: { query: { ...swap, amount: '1000000', gasPrice: '1000000000' } },
    getConvertTokens: { query: { chainId: 'eip155:1' } },
    getFungiblePrice: {
      body: { currency: 'usd', addresses: [usdc], projectId: DEVNET_PROJECT_ID },
    },
    getConvertAllowance: { query: { tokenAddress: usdc, userAddress: user } },
    getGasPrice: { query: { chainId: 'eip155:1' } },
    buildConvertTransaction: {
      // Native in, so the estimate needs no approval first.
      body: { ...swap, from: native, to: usdc, amount: '1000', eip155: { slippage: 1 } },
    },
    buildConvertApprove: { query: swap },
    registerName: { body: { coin_type: 60, address, message, signature } },
    getNameAccount: { path: { name: 'every-op.reown.id' }, query: { apiVersion: '2' } },
    getNamesByAddress: { path: { address }, query: { apiVersion: '2' } },
    getNameSuggestions: { path: { name: 'every-op' }, query: { zone: 'reown.id' } },
    generateOnRampUrl: {
      body: { destinationWallets: [{ address }], partnerUserId: 'p', defaultExperience: 'buy' },
    },
    getOnRampOptions: {},
    getOnRampQuote: {
      body: { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '50', network: 'ethereum' },
    },
    getSession: { path: { id: sessionId } },
    revokeSession: { path: { id: sessionId }, body: { pci: sessionId, signature: '0xab' } },
    postChainRpc: { query: { chainId: 'eip155:1' }, body: rpc('eth_blockNumber', []) },
    postWalletRpc: {
      query: { chainId: 'eip155:1' },
      body: rpc('wallet_getAssets', { account: address, chainFilter: ['0x1'] }),
    },
    postJsonRpc: { body: rpc('reown_getExchanges', { page: 1, projectId: DEVNET_PROJECT_ID }) },
  }
}

describe('the spec, operation by operation', () => {
  it('answers every operation with a reply its schema accepts', async () => {
    const requests = await oneRequestPerOperation()
    // registerName must precede getNameAccount, and getSession precede revokeSession: keep order.
    expect(Object.keys(requests).sort()).toEqual(Object.keys(operations).sort())
    for (const [operationId, init] of Object.entries(requests)) {
      // The client validates the reply against the spec too, so a resolved call passed both sides;
      // only a reply declared without content (revokeSession's empty 200) resolves to nothing.
      const reply = devnet().client.call(operationId, init)
      if (operationId === 'revokeSession') await expect(reply, operationId).resolves.toBeUndefined()
      else await expect(reply, operationId).resolves.toBeDefined()
    }
  })

  it.each([
    [
      'a currency the spec does not list',
      `/v1/account/${'0x'.padEnd(42, '1')}/balance?projectId=${DEVNET_PROJECT_ID}&currency=eur`,
      'currency',
    ],
    ['a missing project id', '/v1/supported-chains', 'projectId'],
    ['a malformed address', `/v1/identity/0x123?projectId=${DEVNET_PROJECT_ID}`, 'address'],
    [
      'an amount that is not an integer',
      `/v1/convert/quotes?projectId=${DEVNET_PROJECT_ID}&amount=1.5&gasPrice=1&${new URLSearchParams(
        {
          userAddress: `eip155:1:${'0x'.padEnd(42, '1')}`,
          from: `eip155:1:${NATIVE}`,
          to: `eip155:1:${'0x'.padEnd(42, '2')}`,
        },
      ).toString()}`,
      'amount',
    ],
  ])('answers %s with a 400 naming the field', async (_, path, field) => {
    const response = await fetch(`${devnet().api.url}${path}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message: expect.stringContaining(field) as unknown })
  })

  it('answers a registration without a signature with a 400 naming it', async () => {
    const response = await fetch(
      `${devnet().api.url}/v1/profile/account?projectId=${DEVNET_PROJECT_ID}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ coin_type: 60, address: '0x'.padEnd(42, '1'), message: '{}' }),
      },
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: expect.stringContaining('signature') as unknown,
    })
  })

  it('answers a chain it does not run with a 400 naming it', async () => {
    const response = await fetch(
      `${devnet().api.url}/v1/convert/tokens?projectId=${DEVNET_PROJECT_ID}&chainId=eip155:10`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'Unsupported chain eip155:10',
      code: 'UNSUPPORTED_CHAIN',
    })
  })
})
