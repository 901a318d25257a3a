import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { decodeFunctionData, erc20Abi, parseEther, UserRejectedRequestError } from 'viem'
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../../../src/clients/blockchain-api-client.js'
import { createRouter } from '../../../src/controllers/router.js'
import { UserRejectedRequestError as PorticoRefusal } from '../../../src/core/user-rejected-request-error.js'
import {
  createSend,
  initialSendState,
  isErc20Token,
  SEND_ERRORS,
  type SendDeps,
  type SendToken,
  type SolanaSendRequest,
  type TrackEventProps,
} from '../../../src/controllers/send.js'
import type { CaipAddress } from '../../../src/utils/caip.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'
import { createLocalEvmWallet, type LocalEvmWallet } from './local-evm-wallet.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const SOLANA_SENDER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOLANA_RECEIVER = 'HN7cABqLq46Es1jh92dQQisAq662SmxELLLsHHe4YWrH'
const SOLANA_SIGNATURE =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const USDC_MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'

const ENT_22_FIELDS = [
  'token',
  'sendTokenAmount',
  'receiverAddress',
  'receiverProfileName',
  'receiverProfileImage',
  'networkBalanceInUSD',
  'hash',
  'loading',
  'tokenBalances',
  'lastRetry',
]

const solanaToken = (address?: string): SendToken => ({
  name: address ? 'USD Coin' : 'Solana',
  symbol: address ? 'USDC' : 'SOL',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  address,
  value: 10,
  price: 1,
  quantity: { decimals: address ? '6' : '9', numeric: '10' },
  iconUrl: '',
})

describe('send controller', () => {
  let server: RecordedServer
  let client: BlockchainApiClient
  let wallet: LocalEvmWallet
  let balances: SendToken[]

  beforeAll(async () => {
    server = await startRecordedServer('blockchain-api')
    client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  })
  afterAll(() => server.close())

  beforeEach(async () => {
    wallet = createLocalEvmWallet()
    server.serve('blockchain-api/getBalance/200-native-and-usdc.json')
    balances = (await client.account.getBalance(`eip155:1:${wallet.address}`)).balances
  })

  const token = (symbol: string): SendToken => {
    const found = balances.find((balance) => balance.symbol === symbol)
    if (!found) throw new Error(`no ${symbol} balance`)
    return found
  }

  function setup(account: CaipAddress | null = `eip155:1:${wallet.address}`) {
    const caipAddress = account ?? undefined
    const log: string[] = []
    const events: TrackEventProps[] = []
    const solanaSends: SolanaSendRequest[] = []
    const router = createRouter({
      hasExceededUsageLimit: () => false,
      isConnected: () => true,
      reloadAuthConnector: () => undefined,
      syncDappData: () => undefined,
    })
    router.push('Networks')
    const deps: SendDeps = {
      getActiveCaipAddress: () => caipAddress,
      sendTransaction: async (request) => {
        log.push('wallet')
        return wallet.sendTransaction(request)
      },
      sendSolanaTransfer: (request) => {
        log.push('wallet')
        solanaSends.push(request)
        return Promise.resolve(SOLANA_SIGNATURE)
      },
      track: (event) => {
        log.push(event.event)
        events.push(event)
      },
      showAccountAfterSend: () => {
        log.push('account')
        router.showAccountAfterSend()
      },
    }
    const send = createSend(deps)
    send.store.select(
      (state) => state.loading,
      (loading) => log.push(`loading:${String(loading)}`),
    )
    send.store.select(
      (state) => state.sendTokenAmount,
      (amount) => {
        if (amount === undefined) log.push('reset')
      },
    )
    return { send, log, events, solanaSends, router }
  }

  function fill(send: ReturnType<typeof setup>['send'], sendToken: SendToken, amount: string) {
    send.setToken(sendToken)
    send.setTokenAmount(amount)
    send.setReceiver(RECEIVER, { name: 'bob.reown.id', image: 'https://img.example.org/bob.png' })
  }

  it('[ENT-22] holds token, amount, receiver and its profile, USD balance, hash, loading, balances, last retry', () => {
    const { send } = setup()
    expect(Object.keys(send.store.getState()).sort()).toEqual([...ENT_22_FIELDS].sort())
    fill(send, token('USDC'), '1.5')
    send.setNetworkBalanceInUSD('3765.63')
    send.setTokenBalances(balances)
    send.setLastRetry(1_000)
    expect(send.store.getState()).toMatchObject({
      token: token('USDC'),
      sendTokenAmount: '1.5',
      receiverAddress: RECEIVER,
      receiverProfileName: 'bob.reown.id',
      receiverProfileImage: 'https://img.example.org/bob.png',
      networkBalanceInUSD: '3765.63',
      tokenBalances: balances,
      lastRetry: 1_000,
    })
  })

  it('masks the typed amount and caps its decimals at the token decimals', () => {
    const { send } = setup()
    send.setToken(token('USDC'))
    send.setTokenAmount('1,23456789')
    expect(send.store.getState().sendTokenAmount).toBe('1.234567')
  })

  it('[VAL-05] refuses a send without an amount or without a receiver', async () => {
    const withoutAmount = setup()
    withoutAmount.send.setToken(token('ETH'))
    withoutAmount.send.setReceiver(RECEIVER)
    await expect(withoutAmount.send.sendToken()).rejects.toThrow(
      'An amount and receiver address are required',
    )
    const withoutReceiver = setup()
    withoutReceiver.send.setToken(token('ETH'))
    withoutReceiver.send.setTokenAmount('1')
    await expect(withoutReceiver.send.sendToken()).rejects.toThrow(
      'An amount and receiver address are required',
    )
    expect(wallet.sent).toEqual([])
    expect(withoutReceiver.send.store.getState().loading).toBe(false)
  })

  it('[VAL-06] refuses a send without a token', async () => {
    const { send } = setup()
    send.setTokenAmount('1')
    send.setReceiver(RECEIVER)
    await expect(send.sendToken()).rejects.toThrow('A token is required')
    expect(wallet.sent).toEqual([])
  })

  it('[VAL-07] refuses an ERC20 send whose token has no address', async () => {
    const { send } = setup()
    fill(send, { ...token('USDC'), address: undefined, type: 'ERC20' }, '1')
    await expect(send.sendToken()).rejects.toThrow(SEND_ERRORS.tokenAddress)
    expect(SEND_ERRORS.tokenAddress).toBe('A token address is required')
    expect(wallet.sent).toEqual([])
  })

  it('tells ERC20 tokens from native ones by the wallet type, else by the address', () => {
    expect(isErc20Token(token('USDC'))).toBe(true)
    expect(isErc20Token(token('ETH'))).toBe(false)
    expect(isErc20Token({ ...token('USDC'), type: 'NATIVE' })).toBe(false)
    expect(isErc20Token({ ...token('ETH'), type: 'ERC20' })).toBe(true)
  })

  it('[STATE-46] sets loading to true before anything else happens', async () => {
    const { send, log } = setup()
    fill(send, token('USDC'), '1.5')
    await send.sendToken()
    expect(log[0]).toBe('loading:true')
  })

  it('[STATE-47] emits the send event after setting loading and before the wallet sends', async () => {
    const { send, log, events } = setup()
    fill(send, token('USDC'), '1.5')
    await send.sendToken()
    expect(log.slice(0, 3)).toEqual(['loading:true', 'SEND_INITIATED', 'wallet'])
    expect(events[0]).toEqual({
      type: 'track',
      event: 'SEND_INITIATED',
      address: wallet.address,
      properties: { caipNetworkId: 'eip155:1', token: 'USDC', amount: '1.5' },
    })
  })

  it('[STATE-48] emits a success event carrying the transaction hash', async () => {
    const { send, log, events } = setup()
    fill(send, token('ETH'), '0.25')
    const hash = await send.sendToken()
    expect(log.indexOf('SEND_SUCCESS')).toBeGreaterThan(log.indexOf('wallet'))
    expect(events.find((event) => event.event === 'SEND_SUCCESS')?.properties).toMatchObject({
      hash,
    })
  })

  it('[STATE-49] resets the send state after the success event', async () => {
    const { send, log } = setup()
    fill(send, token('ETH'), '0.25')
    send.setTokenBalances(balances)
    await send.sendToken()
    expect(log.indexOf('reset')).toBeGreaterThan(log.indexOf('SEND_SUCCESS'))
    expect(send.store.getState()).toEqual(initialSendState())
  })

  it('sends the native coin as a plain value transfer and stays on the current view', async () => {
    const { send, router } = setup()
    fill(send, token('ETH'), '0.25')
    const hash = await send.sendToken()
    const [signed] = wallet.sent
    expect(signed).toMatchObject({ chainId: 1, to: RECEIVER, value: parseEther('0.25') })
    expect(signed?.data).toBeUndefined()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(router.store.getState().view).toBe('Networks')
  })

  it('[NAV-17] sends an ERC20 with encoded transfer calldata, then shows Account', async () => {
    const { send, router, log } = setup()
    fill(send, token('USDC'), '1.5')
    const hash = await send.sendToken()
    const [signed] = wallet.sent
    expect(signed).toMatchObject({ to: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', value: 0n })
    const call = decodeFunctionData({ abi: erc20Abi, data: signed?.data ?? '0x' })
    expect(call).toEqual({ functionName: 'transfer', args: [RECEIVER, 1_500_000n] })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(log.at(-1)).toBe('account')
    expect(router.store.getState()).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  it('[NAV-18] sends on Solana through the Solana wallet, then shows Account', async () => {
    const { send, router, solanaSends, events } = setup(
      `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_SENDER}`,
    )
    send.setToken(solanaToken(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${USDC_MINT}`))
    send.setTokenAmount('2.5')
    send.setReceiver(SOLANA_RECEIVER)
    expect(await send.sendToken()).toBe(SOLANA_SIGNATURE)
    expect(solanaSends).toEqual([
      {
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        from: SOLANA_SENDER,
        to: SOLANA_RECEIVER,
        amount: 2_500_000n,
        mint: USDC_MINT,
      },
    ])
    expect(events.at(-1)?.properties).toMatchObject({ hash: SOLANA_SIGNATURE })
    expect(router.store.getState().view).toBe('Account')
  })

  it('sends SOL itself without a mint, in lamports', async () => {
    const { send, solanaSends } = setup(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${SOLANA_SENDER}`)
    send.setToken(solanaToken())
    send.setTokenAmount('0.5')
    send.setReceiver(SOLANA_RECEIVER)
    await send.sendToken()
    expect(solanaSends[0]).toMatchObject({ amount: 500_000_000n, mint: undefined })
  })

  it('refuses a receiver that is no address of the sending chain', async () => {
    const { send } = setup()
    send.setToken(token('ETH'))
    send.setTokenAmount('1')
    send.setReceiver(SOLANA_RECEIVER)
    await expect(send.sendToken()).rejects.toThrow(SEND_ERRORS.receiver)
  })

  it('[STATE-50] wraps a wallet refusal (4001) as a rejection error', async () => {
    const { send, events } = setup()
    fill(send, token('USDC'), '1')
    const refusal = new UserRejectedRequestError(new Error('denied'))
    wallet.failNext(refusal)
    const error = await send.sendToken().catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(PorticoRefusal)
    expect(error).toMatchObject({
      message: 'User rejected the request',
      code: 4001,
      cause: refusal,
    })
    expect(send.store.getState().loading).toBe(false)
    expect(events.at(-1)).toMatchObject({
      event: 'SEND_ERROR',
      properties: { isUserRejected: true },
    })
  })

  it.each([5000, 5002])('[STATE-50] wraps wallet code %i as a rejection error', async (code) => {
    const { send } = setup()
    fill(send, token('ETH'), '1')
    wallet.failNext(Object.assign(new Error('User disapproved requested methods'), { code }))
    await expect(send.sendToken()).rejects.toBeInstanceOf(PorticoRefusal)
  })

  it('passes other wallet failures through unchanged', async () => {
    const { send } = setup()
    fill(send, token('ETH'), '1')
    const failure = Object.assign(new Error('insufficient funds'), { code: -32000 })
    wallet.failNext(failure)
    await expect(send.sendToken()).rejects.toBe(failure)
    expect(send.store.getState().sendTokenAmount).toBe('1')
  })

  it('[STATE-51] throws Unsupported chain outside the send namespaces (evm, solana)', async () => {
    const bitcoin = setup(
      'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    )
    fill(bitcoin.send, token('ETH'), '1')
    await expect(bitcoin.send.sendToken()).rejects.toThrow('Unsupported chain')
    const disconnected = setup(null)
    fill(disconnected.send, token('ETH'), '1')
    await expect(disconnected.send.sendToken()).rejects.toThrow('Unsupported chain')
    expect(bitcoin.log).not.toContain('SEND_INITIATED')
    expect(bitcoin.send.store.getState().loading).toBe(false)
  })
})
