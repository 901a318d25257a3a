import { createWalletClient, http, parseEther, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import { chainRpc } from '../evm/chain-rpc-call.js'
import { startChain, type RunningChain } from '../../../devnet/evm/start-chain.js'
import {
  createSendOnce,
  NETWORK_DOWN_MESSAGE,
  SEND_UNKNOWN_MESSAGE,
  type ChainRead,
} from '../../../src/connectors/evm-send-once.js'
import { waitForReceipt } from '../../../src/connectors/transaction-receipt.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import type { WalletTransactionRequest } from '../../../src/connectors/rpc-transaction.js'

const CHAIN_ID = 8453
const [sender, receiver] = deriveDevAccounts(2)
if (!sender || !receiver) throw new Error('No dev accounts')

let chain: RunningChain

beforeAll(async () => {
  chain = await startChain({
    chainId: CHAIN_ID,
    port: 0,
    accounts: [sender, receiver],
    balanceWei: parseEther('10'),
  })
})

afterAll(async () => {
  await chain.stop()
})

/** The chain's RPC read over HTTP, as the modal reads it: it meets the chain's outage. */
const read: ChainRead = (method, params) => chainRpc(chain.rpcUrl, method, params)

/** The wallet: signs and sends through the same RPC, as the devnet's injected wallet does. */
const wallet = () =>
  createWalletClient({
    account: privateKeyToAccount(sender.privateKey),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })

/** The sender's transaction count, asked of the node itself: the RPC's outage does not hide it. */
const nonce = async (): Promise<number> =>
  Number(
    await chain.provider.request({
      method: 'eth_getTransactionCount',
      params: [sender.address, 'latest'],
    }),
  )

const transfer = (ether: string): WalletTransactionRequest => ({
  chainId: CHAIN_ID,
  from: sender.address,
  to: receiver.address,
  value: parseEther(ether),
})

/** Counts the wallet's submissions, so a test sees it was asked once only. */
function countingSubmit(request: WalletTransactionRequest, before?: () => void) {
  const counter = { asked: 0 }
  const submit = async (): Promise<Hex> => {
    counter.asked += 1
    before?.()
    return wallet().sendTransaction({ chain: null, to: request.to, value: request.value })
  }
  return { counter, submit }
}

describe('a send whose reply the chain RPC loses is never submitted twice', () => {
  it("answers the mined transaction's hash when eth_sendRawTransaction reached the node but its reply was lost (lost-sends)", async () => {
    const sendOnce = createSendOnce(() => read)
    const request = transfer('0.01')
    const start = await nonce()
    chain.setOutage('lost-sends')
    const { counter, submit } = countingSubmit(request)
    let hash: Hex
    try {
      hash = await sendOnce(request, submit)
    } finally {
      chain.setOutage('none')
    }
    expect(counter.asked).toBe(1)
    expect(await nonce()).toBe(start + 1)
    const mined = await read('eth_getTransactionByHash', [hash])
    expect(mined).toMatchObject({
      from: sender.address.toLowerCase(),
      nonce: `0x${start.toString(16)}`,
    })
  })

  it("sends once when the RPC was down before the wallet was asked (errors): the failure is the wallet's, and the next try sends", async () => {
    const sendOnce = createSendOnce(() => read)
    const request = transfer('0.02')
    const start = await nonce()
    chain.setOutage('errors')
    const first = countingSubmit(request)
    await expect(sendOnce(request, first.submit)).rejects.toThrow(NETWORK_DOWN_MESSAGE)
    expect(await nonce()).toBe(start)
    chain.setOutage('none')
    const again = countingSubmit(request)
    await sendOnce(request, again.submit)
    expect(await nonce()).toBe(start + 1)
  })

  it('refuses to send again while the RPC cannot say whether the lost try went out, and finds that try once the RPC is back', async () => {
    const sendOnce = createSendOnce(() => read)
    const request = transfer('0.03')
    const start = await nonce()
    chain.setOutage('lost-sends')
    // The reply is lost, then the whole RPC fails before the search can run.
    const first = countingSubmit(request)
    const lost = sendOnce(request, () =>
      first.submit().finally(() => {
        chain.setOutage('refused')
      }),
    )
    await expect(lost).rejects.toThrow(SEND_UNKNOWN_MESSAGE)
    const whileDown = countingSubmit(request)
    await expect(sendOnce(request, whileDown.submit)).rejects.toThrow(SEND_UNKNOWN_MESSAGE)
    expect(whileDown.counter.asked).toBe(0)
    chain.setOutage('none')
    const back = countingSubmit(request)
    const hash = await sendOnce(request, back.submit)
    expect(back.counter.asked).toBe(0)
    expect(await nonce()).toBe(start + 1)
    expect(await read('eth_getTransactionByHash', [hash])).toMatchObject({
      nonce: `0x${start.toString(16)}`,
    })
  })

  it('asks the wallet for a different transfer after an unsettled try: only a retry of the same one is searched for', async () => {
    const sendOnce = createSendOnce(() => read)
    const start = await nonce()
    const lostRequest = transfer('0.04')
    const lost = countingSubmit(lostRequest)
    chain.setOutage('lost-sends')
    await expect(
      sendOnce(lostRequest, () =>
        lost.submit().finally(() => {
          chain.setOutage('refused')
        }),
      ),
    ).rejects.toThrow(SEND_UNKNOWN_MESSAGE)
    chain.setOutage('none')
    const other = countingSubmit(transfer('0.05'))
    await sendOnce(transfer('0.05'), other.submit)
    expect(other.counter.asked).toBe(1)
    expect(await nonce()).toBe(start + 2)
  })
})

describe("a chain's RPC that refuses connections (chain-rpc refused), met by the modal's client paths", () => {
  it("a send fails at once with 'The network is not answering…' and nothing is sent; the receipt wait fails instead of hanging; once back, one send", async () => {
    const sendOnce = createSendOnce(() => read)
    const request = transfer('0.06')
    const start = await nonce()
    chain.setOutage('refused')
    try {
      const first = countingSubmit(request)
      await expect(sendOnce(request, first.submit)).rejects.toThrow(NETWORK_DOWN_MESSAGE)
      const network = defineCaipNetwork({
        id: CHAIN_ID,
        chainNamespace: 'eip155',
        name: 'Base (devnet)',
        nativeCurrency: { name: 'Ether', decimals: 18, symbol: 'ETH' },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      })
      await expect(waitForReceipt(network, `0x${'ab'.repeat(32)}`)).rejects.toThrow()
    } finally {
      chain.setOutage('none')
    }
    expect(await nonce()).toBe(start)
    await sendOnce(request, countingSubmit(request).submit)
    expect(await nonce()).toBe(start + 1)
  })
})
