import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validators } from '../../../generated/blockchain-api/validators.js'
import { isNamespaceSupported } from '../../../src/clients/blockchain/supported-namespaces.js'
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../../../src/clients/blockchain-api-client.js'
import { startRecordedServer, type RecordedServer } from '../recorded-server.js'

const evmAccount = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAccount =
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

const rejection = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('Blockchain API client: the mappings of spec sections 8 and 9', () => {
  let server: RecordedServer
  let client: BlockchainApiClient
  beforeAll(async () => {
    server = await startRecordedServer('blockchain-api')
    client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'mappings' })
  })
  afterAll(() => server.close())

  it('[ERR-18] a non-ok reply raises HTTP status code: {status}', async () => {
    server.serve('blockchain-api/getIdentity/500-internal-error.json')
    const error = await rejection(client.account.getIdentity(evmAccount))
    expect(error).toMatchObject({ message: 'HTTP status code: 500', status: 500 })
  })

  it('[ERR-19] a failure without a message falls back to Unknown error', async () => {
    const failing = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'mappings',
      fetch: () => Promise.reject(new Error('')),
    })
    await expect(failing.operations.getSupportedChains()).rejects.toThrow('Unknown error')
  })

  it('[ERR-29] a failed name lookup raises the first reason description', async () => {
    const served = server.serve('blockchain-api/getNameAccount/404-unknown-name.json')
    const { body } = served
    const description = validators.NamesApiError.check(body)
      ? body.reasons[0]?.description
      : undefined
    expect(description).toBeTypeOf('string')
    await expect(client.names.resolveName('nobody.reown.id')).rejects.toThrow(String(description))
  })

  it('[ERR-30] without a reason, a failed name lookup raises Error resolving name', async () => {
    server.serve('blockchain-api/getNameAccount/invalid-404-without-reasons.json')
    await expect(client.names.resolveName('nobody.reown.id')).rejects.toThrow(
      /^Error resolving name$/,
    )
  })

  it('[ERR-31] without a reason, failed suggestions raise Error fetching name suggestions', async () => {
    const offline = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'x',
      fetch: () => Promise.reject(new Error('offline')),
    })
    await expect(offline.names.getSuggestions('alice', 'reown.id')).rejects.toThrow(
      /^Error fetching name suggestions$/,
    )
  })

  it('[ERR-32] without a reason, a failed reverse lookup raises Error fetching names for address', async () => {
    const offline = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'x',
      fetch: () => Promise.reject(new Error('offline')),
    })
    await expect(
      offline.names.getNamesForAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'),
    ).rejects.toThrow(/^Error fetching names for address$/)
  })

  it('[ERR-33] without a reason, a failed registration raises Error registering name {name}', async () => {
    const offline = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'x',
      fetch: () => Promise.reject(new Error('offline')),
    })
    const body = {
      coin_type: 60,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      message: '{}',
      signature: `0x${'ab'.repeat(65)}`,
    }
    await expect(offline.names.register('alice.reown.id', body)).rejects.toThrow(
      /^Error registering name alice\.reown\.id$/,
    )
  })

  it('[ERR-22] the gas price on a network outside the swap list throws Network not supported for Gas Price, sending nothing', async () => {
    const before = server.requests.length
    await expect(client.convert.getGasPrice('eip155:11155111')).rejects.toThrow(
      'Network not supported for Gas Price',
    )
    await expect(
      client.convert.getGasPrice('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ).rejects.toThrow('Network not supported for Gas Price')
    expect(server.requests.length).toBe(before)
  })

  it('[ERR-23] [CONST-50] a swap call outside eip155 chains 1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554 throws Network not supported for Swaps', async () => {
    await expect(client.convert.getTokens('eip155:5')).rejects.toThrow(
      'Network not supported for Swaps',
    )
    await expect(
      client.convert.getAllowance({
        tokenAddress: 'eip155:5:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        userAddress: 'eip155:5:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      }),
    ).rejects.toThrow('Network not supported for Swaps')
    server.serve('blockchain-api/getConvertTokens/200-tokens.json')
    for (const chainId of [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554]) {
      await expect(client.convert.getTokens(`eip155:${chainId}`)).resolves.toHaveProperty('tokens')
    }
  })

  it('[ERR-25] [CONST-61] balances of a namespace without balance support are empty, without a request', async () => {
    const before = server.requests.length
    await expect(
      client.account.getBalance(
        'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      ),
    ).resolves.toEqual({ balances: [] })
    expect(server.requests.length).toBe(before)
    await client.account.getBalance(solanaAccount)
    expect(server.requests.length).toBe(before + 1)
  })

  it('[ERR-26] [CONST-62] [CONST-63] activity and names are evm only: other namespaces read empty defaults', async () => {
    const before = server.requests.length
    await expect(client.account.getHistory(solanaAccount)).resolves.toEqual({
      data: [],
      next: null,
    })
    await expect(client.account.getIdentity(solanaAccount)).resolves.toEqual({
      name: null,
      avatar: null,
    })
    expect(server.requests.length).toBe(before)
    server.serve('blockchain-api/getIdentity/200-named.json')
    await client.account.getHistory(evmAccount)
    await client.account.getIdentity(evmAccount)
    expect(server.requests.length).toBe(before + 2)
  })

  it('[CONST-60] [CONST-64] send and on-ramp are served for evm and solana only', () => {
    for (const feature of ['send', 'onramp'] as const) {
      expect(isNamespaceSupported(feature, 'eip155')).toBe(true)
      expect(isNamespaceSupported(feature, 'solana')).toBe(true)
      expect(isNamespaceSupported(feature, 'bip122')).toBe(false)
      expect(isNamespaceSupported(feature, 'polkadot')).toBe(false)
    }
  })

  it('[ERR-27] failing on-ramp options answer the built-in USDC and ETH list', async () => {
    server.serve('blockchain-api/getOnRampOptions/500-internal-error.json')
    const options = await client.onRamp.getOptions()
    expect(options.purchaseCurrencies.map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
  })

  it('[ERR-28] a failing on-ramp quote answers a quote equal to the amount with id mocked-quote-id', async () => {
    server.serve('blockchain-api/getOnRampQuote/500-internal-error.json')
    const quote = await client.onRamp.getQuote({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '150',
    })
    expect(quote).toEqual({
      networkFee: { amount: '150', currency: 'USDC' },
      paymentSubtotal: { amount: '150', currency: 'USD' },
      paymentTotal: { amount: '150', currency: 'USD' },
      purchaseAmount: { amount: '150', currency: 'USDC' },
      quoteId: 'mocked-quote-id',
    })
  })

  it('[CALL-41] [CALL-42] name lookups send apiVersion 2', async () => {
    server.serve('blockchain-api/getNameAccount/200-entry.json')
    server.serve('blockchain-api/getNamesByAddress/200-one-name.json')
    await client.names.resolveName('alice.reown.id')
    await client.names.getNamesForAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
    expect(server.requests.slice(-2).map((r) => r.query.apiVersion)).toEqual(['2', '2'])
  })
})
