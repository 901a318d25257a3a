import { parseEther, parseUnits, type TransactionReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import {
  addressOf,
  hexOf,
  blockchainApiDevnetForFile,
  tokenOf,
  walletOf,
} from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const gasCost = (receipt: TransactionReceipt): bigint => receipt.gasUsed * receipt.effectiveGasPrice

describe('swaps against the devnet pool', () => {
  it('[CALL-35] GET /v1/convert/tokens lists the native currency and the tokens as CAIP-10', async () => {
    const chain = devnet().chain('eip155:1')
    const { tokens } = await devnet().client.convert.getTokens('eip155:1')
    expect(tokens.map((token) => [token.symbol, token.address])).toEqual([
      ['ETH', `eip155:1:${NATIVE}`],
      ...chain.tokens.map((token) => [token.symbol, `eip155:1:${token.address}`]),
    ])
  })

  it('[CALL-38] GET /v1/convert/gas-price answers with three rising prices', async () => {
    const prices = await devnet().client.convert.getGasPrice('eip155:8453')
    const [standard, fast, instant] = [prices.standard, prices.fast, prices.instant].map(BigInt)
    expect(standard).toBeGreaterThan(0n)
    expect(fast).toBeGreaterThanOrEqual(standard ?? 0n)
    expect(instant).toBeGreaterThanOrEqual(fast ?? 0n)
  })

  it('[CALL-34] [CALL-37] [CALL-39] [CALL-40] a swap built by the API executes on chain', async () => {
    const chain = devnet().chain('eip155:1')
    const wallet = walletOf(chain, 2)
    const userAddress = `eip155:1:${wallet.address}`
    const from = `eip155:1:${tokenOf(chain, 'USDC').address}`
    const to = `eip155:1:${NATIVE}`
    const amount = String(parseUnits('150', 6))
    const { standard: gasPrice } = await devnet().client.convert.getGasPrice('eip155:1')
    const usdcBefore = await wallet.tokenBalance('USDC')
    const ethBefore = await wallet.publicClient.getBalance({ address: wallet.address })

    const { quotes } = await devnet().client.convert.getQuotes({
      amount,
      userAddress,
      from,
      to,
      gasPrice,
    })
    const [quote] = quotes
    // 150 USD at 3,000 USD per ETH, less the pool's 0.3 % fee.
    expect(quote).toMatchObject({ fromAmount: amount, fromAccount: from, toAccount: to })
    expect(BigInt(quote?.toAmount ?? 0)).toBe((parseEther('0.05') * 997n) / 1000n)

    const { tx: approve } = await devnet().client.convert.buildApprove({ userAddress, from, to })
    expect(approve).toMatchObject({ from: userAddress, to: from, value: '0' })
    const approved = await wallet.send({ to: addressOf(approve.to), data: hexOf(approve.data) })
    const { allowance } = await devnet().client.convert.getAllowance({
      tokenAddress: from,
      userAddress,
    })
    expect(BigInt(allowance)).toBeGreaterThanOrEqual(BigInt(amount))

    const { tx } = await devnet().client.convert.buildTransaction({
      amount,
      eip155: { slippage: 1 },
      projectId: DEVNET_PROJECT_ID,
      from,
      to,
      userAddress,
    })
    expect(tx).toMatchObject({
      from: userAddress,
      to: `eip155:1:${chain.poolAddress}`,
      amount: '0',
    })
    const swapped = await wallet.send({
      to: addressOf(tx.to),
      data: hexOf(tx.data),
      value: BigInt(tx.amount),
      gas: BigInt(tx.eip155?.gas ?? 0),
    })
    expect(swapped.status).toBe('success')

    expect(await wallet.tokenBalance('USDC')).toBe(usdcBefore - BigInt(amount))
    expect(await wallet.publicClient.getBalance({ address: wallet.address })).toBe(
      ethBefore - gasCost(approved) - gasCost(swapped) + BigInt(quote?.toAmount ?? 0),
    )
  })

  it('builds a native-in swap whose value is the amount', async () => {
    const chain = devnet().chain('eip155:8453')
    const wallet = walletOf(chain, 3)
    const usdcBefore = await wallet.tokenBalance('USDC')
    const { tx } = await devnet().client.convert.buildTransaction({
      amount: String(parseEther('0.01')),
      eip155: { slippage: 1 },
      projectId: DEVNET_PROJECT_ID,
      from: `eip155:8453:${NATIVE}`,
      to: `eip155:8453:${tokenOf(chain, 'USDC').address}`,
      userAddress: `eip155:8453:${wallet.address}`,
    })
    expect(tx.amount).toBe(String(parseEther('0.01')))
    await wallet.send({ to: addressOf(tx.to), data: hexOf(tx.data), value: BigInt(tx.amount) })
    expect(await wallet.tokenBalance('USDC')).toBe(usdcBefore + parseUnits('29.91', 6))
  })

  it('refuses to build a token swap the pool may not yet spend, unless the estimate is skipped', async () => {
    const chain = devnet().chain('eip155:8453')
    const body = {
      amount: String(parseUnits('10', 18)),
      eip155: { slippage: 1 },
      projectId: DEVNET_PROJECT_ID,
      from: `eip155:8453:${tokenOf(chain, 'DAI').address}`,
      to: `eip155:8453:${NATIVE}`,
      userAddress: `eip155:8453:${walletOf(chain, 5).address}`,
    }
    const error: unknown = await devnet()
      .client.convert.buildTransaction(body)
      .catch((e: unknown) => e)
    expect(error instanceof HttpStatusError && error.body).toMatchObject({
      message: 'Insufficient DAI allowance: approve the pool first',
    })
    const { tx } = await devnet().client.convert.buildTransaction({
      ...body,
      disableEstimate: true,
    })
    expect(BigInt(tx.eip155?.gas ?? 0)).toBeGreaterThan(0n)
  })

  it('[ERR-20] refuses a swap the pool cannot pay with an Insufficient liquidity reason', async () => {
    const chain = devnet().chain('eip155:1')
    const request = devnet().client.convert.getQuotes({
      amount: String(parseEther('1000')),
      userAddress: `eip155:1:${walletOf(chain, 2).address}`,
      from: `eip155:1:${NATIVE}`,
      to: `eip155:1:${tokenOf(chain, 'USDC').address}`,
      gasPrice: '1000000000',
    })
    const error: unknown = await request.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error instanceof HttpStatusError && error.body).toMatchObject({
      message: 'Insufficient liquidity',
      reasons: [{ description: 'Insufficient liquidity' }],
    })
  })

  it('[CALL-36] POST /v1/fungible/price prices the devnet tokens it knows', async () => {
    const chain = devnet().chain('eip155:1')
    const { fungibles } = await devnet().client.operations.getFungiblePrice({
      body: {
        currency: 'usd',
        projectId: DEVNET_PROJECT_ID,
        addresses: [
          `eip155:1:${NATIVE}`,
          `eip155:1:${tokenOf(chain, 'DAI').address}`,
          'eip155:1:0x0000000000000000000000000000000000000001',
        ],
      },
    })
    expect(fungibles.map(({ symbol, price }) => [symbol, price])).toEqual([
      ['ETH', 3000],
      ['DAI', 1],
    ])
  })
})

describe('quote lifetime', () => {
  const setTtl = async (ms: number, address?: string): Promise<unknown> => {
    const reply = await fetch(`${devnet().api.url}/devnet/quote-ttl`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms, address }),
    })
    expect(reply.status).toBe(200)
    const body: unknown = await reply.json()
    return body
  }

  const swapOf = (index: number) => {
    const chain = devnet().chain('eip155:1')
    const swap = {
      amount: String(parseEther('0.001')),
      userAddress: `eip155:1:${walletOf(chain, index).address}`,
      from: `eip155:1:${NATIVE}`,
      to: `eip155:1:${tokenOf(chain, 'USDC').address}`,
    }
    return {
      swap,
      quote: () => devnet().client.convert.getQuotes({ ...swap, gasPrice: '1000000000' }),
      build: () =>
        devnet().client.convert.buildTransaction({
          ...swap,
          eip155: { slippage: 1 },
          projectId: DEVNET_PROJECT_ID,
        }),
    }
  }

  it("refuses to build a swap whose latest quote has expired with Quote expired; a new quote builds; other accounts' quotes hold", async () => {
    const expiring = swapOf(6)
    const other = swapOf(7)
    const lifetimes: unknown = await (await fetch(`${devnet().api.url}/devnet/quote-ttl`)).json()
    expect(lifetimes).toEqual({ ms: 30_000, accounts: {} })
    const address = walletOf(devnet().chain('eip155:1'), 6).address
    expect(await setTtl(50, expiring.swap.userAddress)).toEqual({
      ms: 30_000,
      accounts: { [address.toLowerCase()]: 50 },
    })
    await expiring.quote()
    await other.quote()
    await new Promise((resolve) => setTimeout(resolve, 120))
    const error: unknown = await expiring.build().catch((caught: unknown) => caught)
    expect(error instanceof HttpStatusError && error.status).toBe(400)
    expect(error instanceof HttpStatusError && error.body).toMatchObject({
      message: 'Quote expired',
      code: 'QUOTE_EXPIRED',
      reasons: [{ field: 'amount', description: 'Quote expired' }],
    })
    expect((await other.build()).tx.amount).toBe(other.swap.amount)
    await setTtl(30_000, address)
    await expiring.quote()
    expect((await expiring.build()).tx.amount).toBe(expiring.swap.amount)
  })

  it('refuses a lifetime that is not a whole number of milliseconds up to a day, or a malformed address', async () => {
    for (const setting of [
      { ms: -1 },
      { ms: 1.5 },
      { ms: 86_400_001 },
      { ms: 'soon' },
      { ms: 5, address: 'bob' },
    ]) {
      const reply = await fetch(`${devnet().api.url}/devnet/quote-ttl`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(setting),
      })
      expect(reply.status).toBe(400)
    }
  })
})
