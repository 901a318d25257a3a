import { describe, expect, it } from 'vitest'
import { createSend, SEND_ERRORS, type SendToken } from '../../../src/controllers/send.js'
import {
  createSendPreview,
  INSUFFICIENT_BALANCE,
  type NetworkFee,
} from '../../../src/controllers/send-preview.js'
import type { SendRequest } from '../../../src/controllers/send-request.js'
import type { NameLookup } from '../../../src/controllers/send-receiver.js'
import type { CaipAddress } from '../../../src/utils/caip.js'

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_SENDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOLANA_ACCOUNT = `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:${SOLANA_SENDER}` as const

const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  price: 3000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const usdc: SendToken = {
  ...eth,
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  quantity: { decimals: '6', numeric: '20.5' },
}
const sol: SendToken = {
  name: 'Solana',
  symbol: 'SOL',
  chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  price: 150,
  quantity: { decimals: '9', numeric: '2' },
  iconUrl: '',
}

/** 21,000 gas at 1 gwei, a bid of up to twice that kept back; SOL's 5000 lamports flat. */
const feeOf = (request: SendRequest): NetworkFee =>
  request.namespace === 'solana'
    ? { amount: 5000n, reserve: 5000n, decimals: 9, symbol: 'SOL' }
    : { amount: 21_000_000_000_000n, reserve: 42_000_000_000_000n, decimals: 18, symbol: 'ETH' }

function setup(
  caipAddress: CaipAddress = `eip155:1:${SENDER}`,
  names: Record<string, NameLookup> = {},
) {
  const requests: SendRequest[] = []
  // The balances store's rows for the account: what max and the preview read.
  const held: SendToken[] = [eth, usdc, sol]
  const send = createSend({
    getActiveCaipAddress: () => caipAddress,
    sendTransaction: () => Promise.reject(new Error('not sent here')),
    sendSolanaTransfer: () => Promise.reject(new Error('not sent here')),
    track: () => undefined,
    showAccountAfterSend: () => undefined,
  })
  const preview = createSendPreview({
    send,
    getActiveCaipAddress: () => caipAddress,
    accountBalances: () => held,
    estimateNetworkFee: (request) => {
      requests.push(request)
      return Promise.resolve(feeOf(request))
    },
    resolveName: (name) => Promise.resolve(names[name] ?? []),
  })
  return { send, preview, requests, held }
}

describe('send preview: max', () => {
  it('fills the whole balance less the most the fee may cost for the native token', async () => {
    const { send, preview, requests } = setup()
    send.setToken(eth)
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('1.499958')
    // Without a receiver yet, the fee is estimated for a transfer to the account itself.
    expect(requests[0]).toEqual({
      namespace: 'eip155',
      transaction: { chainId: 1, from: SENDER, to: SENDER, value: 0n },
    })
  })

  it('fills the whole balance of a token, which does not pay its own fee', async () => {
    const { send, preview, requests } = setup()
    send.setToken(usdc)
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('20.5')
    expect(requests).toEqual([])
  })

  it('keeps SOL’s fee back on Solana', async () => {
    const { send, preview } = setup(SOLANA_ACCOUNT)
    send.setToken(sol)
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('1.999995')
  })

  it('fills 0 when the balance does not cover the fee', async () => {
    const { send, preview, held } = setup()
    held[0] = { ...eth, quantity: { decimals: '18', numeric: '0.00001' } }
    send.setToken(held[0])
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('0')
  })

  it('takes the balance the balances store holds now, not the one the token had when chosen', async () => {
    const { send, preview, held } = setup()
    send.setToken(usdc)
    held[1] = { ...usdc, quantity: { decimals: '6', numeric: '3.25' } }
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('3.25')
  })

  it('fills 0 for a token the balances store no longer lists', async () => {
    const { send, preview, held } = setup()
    send.setToken(usdc)
    held.splice(1, 1)
    await preview.fillMax()
    expect(send.store.getState().sendTokenAmount).toBe('0')
  })
})

describe('send preview: the preview', () => {
  it('[VAL-05] refuses a preview without a receiver with the spec message', async () => {
    const { send, preview } = setup()
    send.setToken(eth)
    send.setTokenAmount('1')
    await expect(preview.preview()).rejects.toThrow(SEND_ERRORS.amountAndReceiver)
  })

  it('estimates the fee of exactly the transfer to be signed', async () => {
    const { send, preview, requests } = setup()
    send.setToken(eth)
    send.setTokenAmount('0.25')
    send.setReceiver(RECEIVER)
    expect(await preview.preview()).toEqual({
      amount: 21_000_000_000_000n,
      reserve: 42_000_000_000_000n,
      decimals: 18,
      symbol: 'ETH',
    })
    expect(requests).toEqual([
      {
        namespace: 'eip155',
        transaction: { chainId: 1, from: SENDER, to: RECEIVER, value: 250_000_000_000_000_000n },
      },
    ])
  })

  it('refuses an amount over the balance, or one the fee takes over it, before any estimate', async () => {
    const { send, preview, requests } = setup()
    send.setToken(eth)
    send.setReceiver(RECEIVER)
    send.setTokenAmount('2')
    await expect(preview.preview()).rejects.toThrow(INSUFFICIENT_BALANCE)
    expect(requests).toEqual([])
    send.setTokenAmount('1.5')
    await expect(preview.preview()).rejects.toThrow(INSUFFICIENT_BALANCE)
  })
})

describe('send preview: the receiver', () => {
  const entry = (address: string): NameLookup => ({
    name: 'alice.reown.id',
    addresses: { '60': { address, created_at: null } },
    attributes: null,
  })

  it('takes an address as it is', async () => {
    const { preview } = setup()
    expect(await preview.receiverOf(RECEIVER)).toEqual({ address: RECEIVER })
  })

  it('resolves a name, with or without its suffix, to its Ethereum address', async () => {
    const { preview } = setup(undefined, { 'alice.reown.id': entry(RECEIVER) })
    expect(await preview.receiverOf('alice')).toEqual({ address: RECEIVER, name: 'alice.reown.id' })
    expect(await preview.receiverOf(' alice.reown.id ')).toEqual({
      address: RECEIVER,
      name: 'alice.reown.id',
    })
  })

  it('[ERR-30] an unknown name is a failed lookup: Error resolving name', async () => {
    const { preview } = setup()
    await expect(preview.receiverOf('nobody-here')).rejects.toThrow('Error resolving name')
  })

  it('a name without a Solana address does not resolve on Solana', async () => {
    const { preview } = setup(SOLANA_ACCOUNT, {
      'alice.reown.id': entry(RECEIVER),
    })
    await expect(preview.receiverOf('alice')).rejects.toThrow('Error resolving name')
  })

  it('refuses what is neither an address nor a name', async () => {
    const { preview } = setup()
    await expect(preview.receiverOf('0x12 34')).rejects.toThrow(SEND_ERRORS.receiver)
  })
})
