import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createBlockchainApiClient,
  type BlockchainApiClient,
} from '../../../src/clients/blockchain-api-client.js'
import {
  createOnRamp,
  devnetOnRampProvider,
  KNOWN_ONRAMP_PROVIDERS,
  NO_PROVIDER_MESSAGE,
  UNSAFE_CHECKOUT_MESSAGE,
  paymentLimitOf,
  type OnRampProvider,
} from '../../../src/controllers/onramp.js'
import { REMOTE_FEATURE_DEFAULTS } from '../../../src/core/constants.js'
import type { CaipAddress } from '../../../src/utils/caip.js'
import { startRecordedServer, type RecordedServer } from '../../contract/recorded-server.js'

const RECORDED = 'blockchain-api/'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const DEVNET = devnetOnRampProvider('http://127.0.0.1:4300/onramp')

describe('on-ramp controller', () => {
  let server: RecordedServer
  let client: BlockchainApiClient

  beforeAll(async () => {
    server = await startRecordedServer('blockchain-api')
    client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'test' })
  })
  afterAll(() => server.close())

  beforeEach(() => {
    server.requests.length = 0
    server.serve(`${RECORDED}getOnRampOptions/200-options.json`)
    server.serve(`${RECORDED}getOnRampQuote/200-quote.json`)
    server.serve(`${RECORDED}generateOnRampUrl/200-url.json`)
  })

  function setup(
    options: {
      caipAddress?: CaipAddress
      remote?: readonly string[]
      extra?: readonly OnRampProvider[]
    } = {},
  ) {
    const onRamp = createOnRamp({
      onRamp: client.onRamp,
      getRemoteProviders: () => options.remote ?? REMOTE_FEATURE_DEFAULTS.onramp,
      extraProviders: options.extra ?? [DEVNET],
      getActiveCaipAddress: () => options.caipAddress ?? `eip155:1:${ADDRESS}`,
    })
    return { onRamp, state: () => onRamp.store.getState() }
  }

  const requestsOf = (operationId: string) =>
    server.requests.filter((request) => request.operationId === operationId)

  it('[ENT-29] holds the selected provider, currencies, amounts, quotesLoading and error', () => {
    const { state } = setup()
    expect(Object.keys(state())).toEqual(
      expect.arrayContaining([
        'selectedProvider',
        'purchaseCurrency',
        'paymentCurrency',
        'purchaseCurrencies',
        'paymentCurrencies',
        'purchaseAmount',
        'paymentAmount',
        'quotesLoading',
        'error',
      ]),
    )
    expect(state()).toMatchObject({
      selectedProvider: undefined,
      purchaseCurrency: { symbol: 'USDC' },
      paymentCurrency: { id: 'USD' },
      quotesLoading: false,
      error: undefined,
    })
  })

  it('[ENT-30] reset restores the default selections and amounts, keeping the loaded lists', async () => {
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    const defaults = state()
    const [provider] = state().providers
    const eth = state().purchaseCurrencies.find((currency) => currency.symbol === 'ETH')
    const eur = state().paymentCurrencies.find((currency) => currency.id === 'EUR')
    if (!provider || !eth || !eur) throw new Error('the recorded options lack ETH or EUR')
    onRamp.selectProvider(provider)
    onRamp.setPurchaseCurrency(eth)
    onRamp.setPaymentCurrency(eur)
    onRamp.setPaymentMethod('ach_bank_account')
    onRamp.setPaymentAmount('100')
    await onRamp.fetchQuote()
    server.serve(`${RECORDED}generateOnRampUrl/500-internal-error.json`)
    await onRamp.generateUrl()
    expect(state()).toMatchObject({
      selectedProvider: provider,
      purchaseAmount: '98.492120',
      error: 'HTTP status code: 500',
    })
    onRamp.reset()
    expect(state()).toEqual(defaults)
    expect(state().purchaseCurrencies).toHaveLength(2)
  })

  it('[CONST-52] offers the remote providers it knows plus the app ones, each with a 1-2% fee', () => {
    const { state } = setup({ remote: ['meld', 'unknown-provider'] })
    expect(state().providers.map((provider) => provider.name)).toEqual(['meld', 'devnet'])
    for (const provider of state().providers) expect(provider.feeRange).toBe('1-2%')
    expect(KNOWN_ONRAMP_PROVIDERS.meld?.feeRange).toBe('1-2%')
  })

  it('offers no provider on a namespace the on-ramp does not serve', () => {
    const { state } = setup({
      caipAddress:
        'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(state().providers).toEqual([])
  })

  it('loads the currency lists from the options', async () => {
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    expect(state().purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(state().paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(state().purchaseCurrency?.id).toBe('2b92315d-eab7-5bef-84fa-089a131333f5')
  })

  it('keeps the built-in list when the options cannot be fetched', async () => {
    server.serve(`${RECORDED}getOnRampOptions/500-internal-error.json`)
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    expect(requestsOf('getOnRampOptions')).toHaveLength(1)
    expect(state().purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(state().paymentCurrency?.id).toBe('USD')
  })

  it('[VAL-36] the card limit is 10.00 to 7500.00, listed or by default', async () => {
    const { onRamp, state } = setup()
    expect(onRamp.paymentLimit()).toEqual({ min: '10.00', max: '7500.00' })
    await onRamp.loadOptions()
    expect(onRamp.paymentLimit()).toEqual({ min: '10.00', max: '7500.00' })
    const eur = state().paymentCurrencies.find((currency) => currency.id === 'EUR')
    if (!eur) throw new Error('no EUR')
    expect(paymentLimitOf(eur, 'card')).toEqual({ min: '10.00', max: '7500.00' })
  })

  it('[VAL-37] the ach_bank_account limit is 10.00 to 25000.00, listed or by default', async () => {
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    onRamp.setPaymentMethod('ach_bank_account')
    expect(onRamp.paymentLimit()).toEqual({ min: '10.00', max: '25000.00' })
    const eur = state().paymentCurrencies.find((currency) => currency.id === 'EUR')
    if (!eur) throw new Error('no EUR')
    expect(eur.payment_method_limits.map((limit) => limit.id)).toEqual(['CARD'])
    expect(paymentLimitOf(eur, 'ach_bank_account')).toEqual({ min: '10.00', max: '25000.00' })
  })

  it('checks the payment amount against the method limit', () => {
    const { onRamp } = setup()
    for (const [amount, within] of [
      ['9.99', false],
      ['10', true],
      ['7500.00', true],
      ['7500.01', false],
      ['abc', false],
    ] as const) {
      onRamp.setPaymentAmount(amount)
      expect(onRamp.isPaymentAmountWithinLimit()).toBe(within)
    }
  })

  it('quotes the payment amount on the active chain network, loading meanwhile', async () => {
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    const loading: boolean[] = []
    onRamp.store.select(
      (s) => s.quotesLoading,
      (value) => loading.push(value),
    )
    onRamp.setPaymentAmount('100')
    await onRamp.fetchQuote()
    expect(loading).toEqual([true, false])
    expect(requestsOf('getOnRampQuote')[0]?.body).toEqual({
      purchaseCurrency: 'USDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(state()).toMatchObject({
      purchaseAmount: '98.492120',
      quote: { quoteId: '5d3e4c1a-9b0f-4f6e-a1c2-7e8d9f0a1b2c' },
    })
  })

  it('a failed quote yields the client fallback quote', async () => {
    server.serve(`${RECORDED}getOnRampQuote/500-internal-error.json`)
    const { onRamp, state } = setup()
    onRamp.setPaymentAmount('100')
    await onRamp.fetchQuote()
    expect(state()).toMatchObject({
      purchaseAmount: '100',
      quote: { quoteId: 'mocked-quote-id' },
      quotesLoading: false,
      error: undefined,
    })
  })

  it('does not quote without a positive amount', async () => {
    const { onRamp } = setup()
    onRamp.setPaymentAmount('0')
    await onRamp.fetchQuote()
    expect(requestsOf('getOnRampQuote')).toEqual([])
  })

  it('generates the purchase URL for the selected provider, presetting only whole amounts (the server refuses a fraction)', async () => {
    const { onRamp, state } = setup()
    await onRamp.loadOptions()
    onRamp.selectProvider(DEVNET)
    onRamp.setPaymentAmount('100')
    await onRamp.fetchQuote()
    const url = await onRamp.generateUrl()
    expect(url).toBe(
      'https://pay.coinbase.com/buy/select-asset?appId=b56e18d4&sessionToken=ZWJjZGVm',
    )
    expect(requestsOf('generateOnRampUrl')[0]?.body).toEqual({
      destinationWallets: [
        { address: ADDRESS, blockchains: ['ethereum', 'base'], assets: ['USDC'] },
      ],
      defaultNetwork: 'ethereum',
      partnerUserId: ADDRESS,
      defaultExperience: 'buy',
      presetFiatAmount: 100,
    })
    expect(state().error).toBeUndefined()
  })

  it('refuses to generate a URL without a provider, and keeps a failed call as the error', async () => {
    const { onRamp, state } = setup()
    expect(await onRamp.generateUrl()).toBeUndefined()
    expect(state().error).toBe(NO_PROVIDER_MESSAGE)
    expect(requestsOf('generateOnRampUrl')).toEqual([])
    server.serve(`${RECORDED}generateOnRampUrl/500-internal-error.json`)
    onRamp.selectProvider(DEVNET)
    expect(await onRamp.generateUrl()).toBeUndefined()
    expect(state().error).toBe('HTTP status code: 500')
  })

  it('answers no checkout URL that is not a secure web page, and says why', async () => {
    const { onRamp, state } = setup()
    server.serve(`${RECORDED}generateOnRampUrl/200-javascript-url.json`)
    onRamp.selectProvider(DEVNET)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      expect(await onRamp.generateUrl()).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(1)
    } finally {
      warn.mockRestore()
    }
    expect(state().error).toBe(UNSAFE_CHECKOUT_MESSAGE)
  })
})
