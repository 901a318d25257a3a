import { describe, expect, it, vi } from 'vitest'
import {
  HOSTILE_ONRAMP_OPTIONS,
  HOSTILE_SCRIPT,
  HOSTILE_WALLET,
  LONG_NAMED_WALLET,
} from '../../../devnet/faults/hostile-replies.js'
import { displayOnRampOptions } from '../../../src/utils/display-onramp-options.js'
import { displayOnRampQuote } from '../../../src/utils/display-quote.js'
import { displayBalanceRow } from '../../../src/utils/display-token.js'
import { displayTransaction } from '../../../src/utils/display-transaction.js'
import { displayWalletListing } from '../../../src/utils/display-wallet.js'
import { checkedIntegerString } from '../../../src/utils/service-numbers.js'
import { safeWebUrl } from '../../../src/utils/safe-url.js'
import { faultServicesForFile } from './fault-services.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const { started, blockchainApi, projectApi } = faultServicesForFile()
const faults = () => started().faults

// The hostile replies pass the clients' contract checks (the specs allow them): what keeps them
// off the screen is the display layer, which every one of them meets here.
describe('the hostile switches send what the specs accept and no display may show', () => {
  it('blockchain-api: balances, history, gas price, on-ramp options, quote and URL', async () => {
    await faults().on({ service: 'blockchain-api', kind: 'hostile' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { balances } = await blockchainApi().getBalance({
        params: { path: { address: ADDRESS }, query: { currency: 'usd' } },
      })
      expect(balances).toHaveLength(7)
      expect(balances.flatMap((balance) => displayBalanceRow(balance) ?? [])).toEqual([
        expect.objectContaining({ symbol: 'USDC', quantity: { decimals: '6', numeric: '1.5' } }),
      ])

      const history = await blockchainApi().getTransactionHistory({
        params: { path: { address: ADDRESS }, query: {} },
      })
      const numerics = history.data
        .map(displayTransaction)
        .map((transaction) => transaction.transfers?.[0]?.quantity.numeric)
      expect(numerics).toEqual(['0.25', '', '', ''])

      const gas = await blockchainApi().getGasPrice({ params: { query: { chainId: 'eip155:1' } } })
      expect(gas.standard).toBe('NaN')
      expect([gas.standard, gas.fast, gas.instant].map(checkedIntegerString)).toEqual([
        undefined,
        undefined,
        undefined,
      ])

      const options = await blockchainApi().getOnRampOptions()
      expect(options).toEqual(HOSTILE_ONRAMP_OPTIONS)
      const shown = displayOnRampOptions(options)
      // The limits are left out, so the spec's defaults apply (card 10.00 to 7500.00).
      expect(shown.paymentCurrencies).toEqual([{ id: 'USD', payment_method_limits: [] }])
      expect(shown.purchaseCurrencies).toHaveLength(1)
      expect(shown.purchaseCurrencies[0]).toMatchObject({
        symbol: 'USDC',
        networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1' }],
      })
      expect(shown.purchaseCurrencies[0]?.name).toMatch(/^USD Coinn+…$/)
      expect(Array.from(shown.purchaseCurrencies[0]?.name ?? '')).toHaveLength(64)

      const quote = await blockchainApi().getOnRampQuote({
        body: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '50', network: 'base' },
      })
      expect(quote.quoteId).toBe('hostile-quote')
      expect(displayOnRampQuote(quote)).toBeUndefined()

      const { url } = await blockchainApi().generateOnRampUrl({
        body: {
          destinationWallets: [{ address: ADDRESS }],
          partnerUserId: ADDRESS,
          defaultExperience: 'buy',
        },
      })
      expect(url).toBe(HOSTILE_SCRIPT)
      expect(safeWebUrl(url, 'on-ramp checkout')).toBeUndefined()
    } finally {
      warn.mockRestore()
    }
  })

  it('project-api: the wallet registry', async () => {
    await faults().on({ service: 'project-api', kind: 'hostile', path: '/getWallets' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { data } = await projectApi().getWallets({ params: { query: { page: 1, entries: 4 } } })
      expect(data).toEqual([HOSTILE_WALLET, LONG_NAMED_WALLET])
      const [shown] = data.map(displayWalletListing)
      expect(shown).not.toHaveProperty('homepage')
      expect(shown).toMatchObject({
        mobile_link: null,
        desktop_link: null,
        webapp_link: HOSTILE_WALLET.webapp_link,
      })
      expect(shown?.name).toMatch(/^EviltellaWW+…$/)
      expect(Array.from(shown?.name ?? '')).toHaveLength(64)
      expect(warn).toHaveBeenCalledTimes(3)
    } finally {
      warn.mockRestore()
    }
  })

  it('leaves every other route as it is', async () => {
    await faults().on({ service: 'blockchain-api', kind: 'hostile' })
    await expect(blockchainApi().getSupportedChains()).resolves.toMatchObject({ http: [] })
  })
})
