import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { validators } from '../../../generated/blockchain-api/validators.js'
import { blockchainApiDevnetForFile, tokenOf, walletOf } from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

/** Presses the checkout page's Pay button: a POST to pay/{session} beside the page. */
const pay = (pageUrl: string, sessionId: string) =>
  fetch(new URL(`pay/${sessionId}`, pageUrl), { method: 'POST' })

const sessionIdOf = (pageUrl: string): string => new URL(pageUrl).searchParams.get('session') ?? ''

describe('on-ramp', () => {
  it('[CALL-46] GET /v1/onramp/options offers USD and EUR, and USDC, USDT and ETH on both chains', async () => {
    const options = await devnet().client.operations.getOnRampOptions()
    expect(options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(options.paymentCurrencies[0]?.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(options.purchaseCurrencies.map((currency) => currency.id)).toEqual([
      'USDC',
      'USDT',
      'ETH',
    ])
    const usdc = options.purchaseCurrencies[0]
    expect(usdc?.networks).toEqual([
      {
        name: 'ethereum',
        display_name: 'Ethereum',
        chain_id: '1',
        contract_address: tokenOf(devnet().chain('eip155:1'), 'USDC').address,
      },
      {
        name: 'base',
        display_name: 'Base',
        chain_id: '8453',
        contract_address: tokenOf(devnet().chain('eip155:8453'), 'USDC').address,
      },
    ])
    expect(options.purchaseCurrencies[2]?.networks[0]?.contract_address).toBe('')
  })

  it('[CALL-47] POST /v1/onramp/quote takes the 1.5 % fee and the network fee off the amount', async () => {
    const quote = await devnet().client.operations.getOnRampQuote({
      body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '200', network: 'base' },
    })
    expect(quote.paymentTotal).toEqual({ amount: '200.00', currency: 'USD' })
    const networkFee = Number(quote.networkFee.amount)
    expect(networkFee).toBeGreaterThan(0)
    expect(Number(quote.paymentSubtotal.amount)).toBeCloseTo(200 - 3 - networkFee, 2)
    expect(quote.purchaseAmount.currency).toBe('USDC')
    expect(Number(quote.purchaseAmount.amount)).toBeCloseTo(200 - 3 - networkFee, 2)
  })

  it('[CALL-45] [CALL-48] a paid on-ramp session credits the wallet on chain', async () => {
    const { address } = walletOf(devnet().chain('eip155:8453'), 6)
    const caipAddress = `eip155:8453:${address}`
    const usdcOf = async () => {
      const { balances } = await devnet().client.account.getBalance(caipAddress)
      return Number(balances.find((balance) => balance.symbol === 'USDC')?.quantity.numeric)
    }
    const before = await usdcOf()
    const { url } = await devnet().client.onRamp.generateUrl({
      destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
      partnerUserId: address,
      defaultExperience: 'buy',
      presetCryptoAmount: 25,
    })
    const sessionId = sessionIdOf(url)
    const page = await fetch(url)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('25 USDC')
    expect(html).toContain('>Pay</button>')
    expect(
      await devnet().client.operations.getSession({ params: { path: { id: sessionId } } }),
    ).toMatchObject({
      id: sessionId,
      status: 'pending',
      purchase: { to: address, chain: 'eip155:8453', symbol: 'USDC', amount: '25' },
    })

    const paid = await pay(url, sessionId)
    expect(paid.status).toBe(200)
    const reply: unknown = await paid.json()
    const txHash = typeof reply === 'object' && reply !== null && 'txHash' in reply && reply.txHash
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await usdcOf()).toBe(before + 25)
    expect(
      await devnet().client.operations.getSession({ params: { path: { id: sessionId } } }),
    ).toMatchObject({
      status: 'paid',
      txHash,
    })
    expect((await pay(url, sessionId)).status).toBe(409)
  })

  it('[CALL-49] POST /v1/sessions/{id}/revoke cancels an unpaid session (an empty 200)', async () => {
    const { address } = walletOf(devnet().chain('eip155:1'), 6)
    const { url } = await devnet().client.onRamp.generateUrl({
      destinationWallets: [{ address, assets: ['ETH'] }],
      partnerUserId: address,
      defaultExperience: 'buy',
      presetFiatAmount: 30,
    })
    const id = sessionIdOf(url)
    // The real server answers a revocation with an empty 200.
    await expect(
      devnet().client.operations.revokeSession({
        params: { path: { id } },
        body: { pci: id, signature: '0x1234' },
      }),
    ).resolves.toBeUndefined()
    const session = await devnet().client.operations.getSession({ params: { path: { id } } })
    // What 30 USD buys at the devnet's 3,000 USD per ETH, less the provider's 1.5 % and the
    // network fee (priced at the chain's gas price, under a dollar), as the quote says: 0.0095 to
    // 0.00985 ETH.
    expect(session).toMatchObject({
      status: 'revoked',
      purchase: { symbol: 'ETH', amount: expect.stringMatching(/^0\.009[5-8]\d*$/) as unknown },
    })
    expect((await pay(url, id)).status).toBe(409)
    const missing = await fetch(
      `${devnet().api.url}/v1/sessions/nope?projectId=${DEVNET_PROJECT_ID}`,
    )
    expect(missing.status).toBe(404)
  })
})

describe('exchanges', () => {
  const call = (method: string, params: Record<string, unknown>) =>
    devnet().client.call('postJsonRpc', {
      body: { jsonrpc: '2.0', id: 7, method, params: { projectId: DEVNET_PROJECT_ID, ...params } },
    })

  it('[CALL-52] reown_getExchanges lists the two devnet exchanges, filtered', async () => {
    const all = await call('reown_getExchanges', { page: 1 })
    expect(validators.GetExchangesSuccessResponse.check(all)).toBe(true)
    expect(all).toMatchObject({
      id: 7,
      result: { total: 2, exchanges: [{ id: 'coinbase' }, { id: 'binance' }] },
    })
    const some = await call('reown_getExchanges', { page: 1, exclude: ['coinbase'] })
    expect(some).toMatchObject({ result: { total: 1, exchanges: [{ id: 'binance' }] } })
  })

  it('[CALL-52] an exchange purchase is in progress until paid, then succeeds with its tx', async () => {
    const wallet = walletOf(devnet().chain('eip155:1'), 7)
    const ethBefore = await wallet.publicClient.getBalance({ address: wallet.address })
    const opened = await call('reown_getExchangePayUrl', {
      exchangeId: 'binance',
      asset: 'eip155:1/slip44:60',
      amount: '0.5',
      recipient: `eip155:1:${wallet.address}`,
    })
    if (!validators.GetExchangePayUrlSuccessResponse.check(opened)) throw new Error('No pay URL')
    const { url, sessionId } = opened.result
    const status = () => call('reown_getExchangeBuyStatus', { exchangeId: 'binance', sessionId })
    expect(await status()).toMatchObject({ result: { status: 'IN_PROGRESS', txHash: null } })

    expect((await pay(url, sessionId)).status).toBe(200)
    const done = await status()
    expect(done).toMatchObject({
      result: { status: 'SUCCESS', txHash: expect.stringMatching(/^0x/) as unknown },
    })
    expect(await wallet.publicClient.getBalance({ address: wallet.address })).toBe(
      ethBefore + parseEther('0.5'),
    )
  })

  it('answers an unknown exchange with a JSON-RPC error', async () => {
    const reply = await call('reown_getExchangePayUrl', {
      exchangeId: 'nowhere',
      asset: 'eip155:1/slip44:60',
      amount: '1',
      recipient: `eip155:1:${walletOf(devnet().chain('eip155:1'), 7).address}`,
    })
    expect(reply).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32602, message: 'Unknown exchange nowhere' },
    })
  })
})
