import { describe, expect, it } from 'vitest'
import { blockchainApiDevnetForFile, tokenOf, walletOf } from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

const numericOf = (
  balances: { symbol: string; quantity: { numeric: string } }[],
  symbol: string,
): number => Number(balances.find((balance) => balance.symbol === symbol)?.quantity.numeric ?? 0)

describe('balances', () => {
  it('[CALL-33] GET /v1/account/{address}/balance answers with the balances on the chain', async () => {
    const chain = devnet().chain('eip155:1')
    const receiver = walletOf(chain, 0)
    const caipAddress = `eip155:1:${receiver.address}`
    const usdc = tokenOf(chain, 'USDC')
    const before = await devnet().client.account.getBalance(caipAddress, {
      forceUpdate: usdc.address,
    })
    const eth = before.balances.find((balance) => balance.symbol === 'ETH')
    expect(eth).toMatchObject({ chainId: 'eip155:1', price: 3000, quantity: { decimals: '18' } })
    expect(eth?.address).toBeUndefined()
    const usdcBefore = before.balances.find((balance) => balance.symbol === 'USDC')
    expect(usdcBefore).toMatchObject({
      address: `eip155:1:${usdc.address}`,
      price: 1,
      quantity: { decimals: '6' },
    })
    expect(usdcBefore?.value).toBe(Number(usdcBefore?.quantity.numeric))

    await walletOf(chain, 1).transferToken('USDC', receiver.address, '12.5')

    const after = await devnet().client.account.getBalance(caipAddress)
    expect(numericOf(after.balances, 'USDC')).toBe(numericOf(before.balances, 'USDC') + 12.5)
    expect(after.balances.every((balance) => balance.chainId === 'eip155:1')).toBe(true)
  })

  it('reads every devnet chain when no chain is named, and none for a chain it does not run', async () => {
    const { address } = walletOf(devnet().chain('eip155:1'), 5)
    const all = await devnet().client.operations.getBalance({
      params: { path: { address }, query: { currency: 'usd' } },
    })
    expect(new Set(all.balances.map((balance) => balance.chainId))).toEqual(
      new Set(['eip155:1', 'eip155:8453']),
    )
    const elsewhere = await devnet().client.account.getBalance(`eip155:10:${address}`)
    expect(elsewhere.balances).toEqual([])
  })
})

describe('transaction history', () => {
  it('[CALL-32] GET /v1/account/{address}/history shows a new transfer first', async () => {
    const chain = devnet().chain('eip155:8453')
    const receiver = walletOf(chain, 0)
    const sender = walletOf(chain, 2)
    const receipt = await sender.transferToken('USDC', receiver.address, '7.25')

    const { data } = await devnet().client.account.getHistory(`eip155:8453:${receiver.address}`)
    const [newest] = data
    expect(newest?.metadata).toMatchObject({
      operationType: 'receive',
      hash: receipt.transactionHash,
      sentFrom: sender.address,
      // The token's recipient, not the token contract the transfer called (as the service does).
      sentTo: receiver.address,
      status: 'confirmed',
      chain: 'eip155:8453',
    })
    expect(newest?.transfers).toEqual([
      {
        direction: 'in',
        quantity: { numeric: '7.25' },
        value: 7.25,
        price: 1,
        fungible_info: {
          name: 'USD Coin',
          symbol: 'USDC',
          icon: { url: expect.stringContaining('USDC') as unknown },
        },
        nft_info: null,
      },
    ])
    const sent = await devnet().client.account.getHistory(`eip155:8453:${sender.address}`)
    expect(sent.data[0]?.metadata.operationType).toBe('send')
    expect(sent.data[0]?.transfers?.[0]?.direction).toBe('out')
  })

  it('pages with an opaque cursor, newest first, until next is null', async () => {
    const caipAddress = `eip155:1:${walletOf(devnet().chain('eip155:1'), 0).address}`
    const first = await devnet().client.account.getHistory(caipAddress)
    expect(first.data).toHaveLength(10)
    expect(typeof first.next).toBe('string')
    const second = await devnet().client.account.getHistory(caipAddress, first.next ?? undefined)
    expect(second.data.length).toBeGreaterThan(0)
    expect(second.next).toBeNull()

    const all = [...first.data, ...second.data]
    expect(new Set(all.map((transaction) => transaction.id)).size).toBe(all.length)
    const times = all.map((transaction) => Date.parse(transaction.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const operations = new Set(all.map((transaction) => transaction.metadata.operationType))
    expect(operations).toEqual(new Set(['receive', 'send', 'approve', 'trade', 'mint']))
  })

  it('marks the unsolicited NFT as spam and shows both legs of the seeded swap', async () => {
    const caipAddress = `eip155:1:${walletOf(devnet().chain('eip155:1'), 0).address}`
    const { data } = await devnet().client.account.getHistory(caipAddress)
    const nft = data.find((transaction) => transaction.transfers?.[0]?.nft_info)
    expect(nft?.transfers?.[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '1' },
      nft_info: { flags: { is_spam: true } },
    })
    const trade = data.find((transaction) => transaction.metadata.operationType === 'trade')
    expect(
      trade?.transfers?.map((transfer) => [transfer.direction, transfer.fungible_info?.symbol]),
    ).toEqual([
      ['out', 'USDC'],
      ['in', 'ETH'],
    ])
  })

  it('refuses a cursor that names no transaction of the account', async () => {
    const { address } = walletOf(devnet().chain('eip155:1'), 0)
    const cursor = Buffer.from('eip155:1/0xnothing').toString('base64url')
    const response = await fetch(
      `${devnet().api.url}/v1/account/${address}/history?projectId=${DEVNET_PROJECT_ID}&cursor=${cursor}`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: expect.stringContaining('cursor') as unknown,
    })
  })
})
