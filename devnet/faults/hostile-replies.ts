import type { ForcedReply } from '../refusals/forced-reply.js'

/**
 * The `hostile` switches: replies the specs accept but an attacker who controls a service (or sits
 * in front of it) would send. Script and document URLs where links are expected; bidi controls,
 * zero-width characters and a 5,000-character name where names are; NaN, negative, 1e400 and
 * 125-digit amounts where numbers are. Beside each hostile value sits a sound one, so a test
 * sees what the modal must still show, exactly.
 */

/** What a page's canary is set by if any hostile URL ever runs. */
export const HOSTILE_SCRIPT = 'javascript:window.__pwned=1'
export const HOSTILE_DOCUMENT = 'data:text/html,<script>window.__pwned=1</script>'
const RLO = '\u202e'
const ZERO_WIDTH = '\u200b\u200d\ufeff'
const HUGE = '9'.repeat(125)

/** The one wallet the hostile registry lists: its own scheme and web app survive, nothing else. */
export const HOSTILE_WALLET = {
  id: 'a0'.repeat(32),
  name: `Evil${RLO}tellaW${ZERO_WIDTH}${'W'.repeat(5000)}`,
  homepage: HOSTILE_SCRIPT,
  mobile_link: HOSTILE_DOCUMENT,
  desktop_link: 'vbscript:msgbox(1)',
  webapp_link: 'http://127.0.0.1:4999/evil-wallet/',
  chains: ['eip155:1'],
  rdns: null,
}

/** A wallet whose only fault is a long name: its "Get {name}" link must stay inside the dialog. */
export const LONG_NAMED_WALLET = {
  id: 'b1'.repeat(32),
  name: `Long${'N'.repeat(300)}`,
  homepage: 'https://wallet.example/',
  chains: ['eip155:1'],
  rdns: null,
}

/** The readable balance among the hostile ones, and the symbol it is sent with. */
export const HOSTILE_BALANCE_SHOWN = { numeric: '1.5', symbol: `${RLO}USDC${ZERO_WIDTH}` }

const balance = (numeric: string, decimals = '6', symbol = 'BAD') => ({
  name: `Token ${symbol}`,
  symbol,
  chainId: 'eip155:1',
  value: Number.isFinite(Number(numeric)) ? 1 : 0,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: HOSTILE_SCRIPT,
})

const transaction = (id: string, numeric: string, symbol: string) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id.padStart(64, '0')}`,
    minedAt: '2026-01-01T00:00:00Z',
    sentFrom: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    sentTo: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    status: 'confirmed',
    nonce: 1,
    chain: 'eip155:1',
  },
  transfers: [
    {
      direction: 'in',
      quantity: { numeric },
      value: null,
      price: null,
      fungible_info: { name: symbol, symbol },
    },
  ],
})

/**
 * The on-ramp lists: a sound USDC and USD hidden in bidi and zero-width characters (the modal's
 * selections carry over to them), a card limit that is no number (the default applies), a
 * 5,000-character name, and a currency and a fiat code left with nothing to show.
 */
export const HOSTILE_ONRAMP_OPTIONS = {
  paymentCurrencies: [
    {
      id: `U${RLO}SD`,
      payment_method_limits: [
        { id: 'CARD', min: 'NaN', max: HUGE },
        { id: 'ACH_BANK_ACCOUNT', min: '25000.00', max: '10.00' },
      ],
    },
    { id: `${RLO}${ZERO_WIDTH}`, payment_method_limits: [] },
  ],
  purchaseCurrencies: [
    {
      id: 'usdc',
      name: `USD${RLO} Coin${'n'.repeat(5000)}`,
      symbol: `${RLO}USDC${ZERO_WIDTH}`,
      networks: [
        { name: 'ethereum', display_name: `Ether${RLO}eum`, chain_id: '1', contract_address: '' },
      ],
    },
    { id: 'nothing', name: 'Nothing', symbol: ZERO_WIDTH, networks: [] },
  ],
}

/** The hostile reply of a Blockchain API route the modal displays, if it is one. */
export function hostileBlockchainReply(pathname: string): ForcedReply | undefined {
  if (/^\/v1\/account\/[^/]+\/balance$/.test(pathname))
    return {
      status: 200,
      body: {
        balances: [
          balance(HOSTILE_BALANCE_SHOWN.numeric, '6', HOSTILE_BALANCE_SHOWN.symbol),
          balance('NaN'),
          balance('-5'),
          balance('1e400'),
          balance(HUGE),
          balance('1', '300'),
          balance('1', '-1'),
        ],
      },
    }
  if (/^\/v1\/account\/[^/]+\/history$/.test(pathname))
    return {
      status: 200,
      body: {
        data: [
          transaction('1', '0.25', `ETH${ZERO_WIDTH}`),
          transaction('2', 'NaN', `${RLO}HTE`),
          transaction('3', '-0.5', 'ETH'),
          transaction('4', HUGE, 'ETH'),
        ],
        next: null,
      },
    }
  if (pathname === '/v1/convert/gas-price')
    return { status: 200, body: { standard: 'NaN', fast: '-1', instant: '1e400' } }
  if (pathname === '/v1/onramp/options') return { status: 200, body: HOSTILE_ONRAMP_OPTIONS }
  if (pathname === '/v1/onramp/quote')
    return {
      status: 200,
      body: {
        quoteId: 'hostile-quote',
        purchaseAmount: { amount: '1e400', currency: 'USDC' },
        networkFee: { amount: '-1', currency: 'ETH' },
        paymentSubtotal: { amount: HUGE, currency: 'USD' },
        paymentTotal: { amount: 'NaN', currency: '<b>' },
      },
    }
  if (pathname === '/v1/generators/onrampurl') return { status: 200, body: { url: HOSTILE_SCRIPT } }
  return undefined
}

/** The hostile reply of a Project API route the modal displays: the wallet registry. */
export function hostileProjectReply(pathname: string): ForcedReply | undefined {
  return pathname === '/getWallets'
    ? { status: 200, body: { count: 2, data: [HOSTILE_WALLET, LONG_NAMED_WALLET] } }
    : undefined
}
