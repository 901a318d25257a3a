import type { Browser, Page } from 'playwright-core'
import {
  createPublicClient,
  encodeFunctionData,
  http,
  isHex,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
  type Address,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devTokenAbi, startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import type { EvmChainInfo } from '../../../devnet/evm/types.js'
import { listen, type RunningServer } from '../../../devnet/http/listen.js'
import { DEFAULT_INJECTED_WALLET_INFO } from '../../../devnet/wallets/injected-wallet.js'
import { buildInjectedWalletScript } from '../../../devnet/wallets/injected-wallet-script.js'
import type { Eip6963ProviderDetail } from '../../../src/connectors/injected.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { launchBrowser } from '../../e2e/browser.js'
import { devAccount } from '../evm/dev-account.js'

declare global {
  interface Window {
    /** Every EIP-6963 announcement the page heard, collected before the wallet script runs. */
    announcements?: Eip6963ProviderDetail[]
    chainChanges?: unknown[]
  }
}

const TYPED_DATA = {
  domain: { name: 'Portico', version: '1', chainId: 1 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Alice', wallet: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
    contents: 'hello from the devnet wallet',
  },
} as const

let evm: EvmDevnet
let mainnet: EvmChainInfo
let base: EvmChainInfo
let site: RunningServer
let browser: Browser

function chainWithId(chainId: number): EvmChainInfo {
  const chain = evm.chains.find((candidate) => candidate.chainId === chainId)
  if (chain === undefined) throw new Error(`The devnet has no chain ${String(chainId)}`)
  return chain
}

/** A page that records announcements from its first script on, then loads the wallet. */
async function startWalletPage(walletScript: string): Promise<RunningServer> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>dapp</title>
<script>
  window.announcements = []
  window.addEventListener('eip6963:announceProvider', (event) => window.announcements.push(event.detail))
</script>
<script src="/wallet.js"></script></head><body></body></html>`
  return listen('Wallet test page', 0, (request, response) => {
    const isScript = request.url === '/wallet.js'
    response.writeHead(200, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
    })
    response.end(isScript ? walletScript : html)
  })
}

beforeAll(async () => {
  evm = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: () => undefined })
  mainnet = chainWithId(1)
  base = chainWithId(8453)
  const script = await buildInjectedWalletScript({
    privateKey: devAccount(mainnet, 0).privateKey,
    chains: evm.chains.map(({ chainId, rpcUrl, name, batchExecutorAddress }) => ({
      chainId,
      rpcUrl,
      name,
      batchExecutor: batchExecutorAddress,
    })),
  })
  site = await startWalletPage(script)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
  await site.close()
  await evm.stop()
})

async function openPage(): Promise<Page> {
  const page = await browser.newPage()
  await page.goto(`${site.url}/`)
  return page
}

type RpcOutcome = { result: unknown } | { error: { code: unknown; message: unknown } }

/** One EIP-1193 request through the announced provider, its rejection kept as {code, message}. */
function rpc(page: Page, method: string, params?: unknown[]): Promise<RpcOutcome> {
  return page.evaluate(
    async (args) => {
      const provider = window.announcements?.[0]?.provider
      if (provider === undefined) throw new Error('No wallet announced itself')
      try {
        return { result: await provider.request(args) }
      } catch (error: unknown) {
        const fields = typeof error === 'object' && error !== null ? error : {}
        return {
          error: {
            code: 'code' in fields ? fields.code : undefined,
            message: 'message' in fields ? fields.message : undefined,
          },
        }
      }
    },
    { method, params },
  )
}

async function resultOf(page: Page, method: string, params?: unknown[]): Promise<unknown> {
  const outcome = await rpc(page, method, params)
  if ('error' in outcome) throw new Error(`${method} failed: ${JSON.stringify(outcome.error)}`)
  return outcome.result
}

async function hexResultOf(page: Page, method: string, params?: unknown[]): Promise<Hex> {
  const result = await resultOf(page, method, params)
  if (!isHex(result)) throw new Error(`${method} answered ${JSON.stringify(result)}, not hex`)
  return result
}

describe('devnet injected wallet in Chromium', () => {
  it('announces itself by EIP-6963 on load and again on every requestProvider', async () => {
    const page = await openPage()
    const heard = await page.evaluate(() => {
      window.dispatchEvent(new Event('eip6963:requestProvider'))
      const announcements = window.announcements ?? []
      return {
        infos: announcements.map((detail) => ({ ...detail.info })),
        frozen: announcements.every((detail) => Object.isFrozen(detail)),
        sameProvider: announcements.every((d) => d.provider === announcements[0]?.provider),
      }
    })
    expect(heard.infos).toHaveLength(2)
    const [first, second] = heard.infos
    expect(first).toMatchObject(DEFAULT_INJECTED_WALLET_INFO)
    expect(first?.name).toBe('Portico Devnet Wallet')
    expect(first?.rdns).toBe('dev.portico.wallet')
    expect(first?.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(first?.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(second).toEqual(first)
    expect(heard.frozen).toBe(true)
    expect(heard.sameProvider).toBe(true)
    await page.close()
  })

  it('shares the dev account after eth_requestAccounts and signs messages and typed data', async () => {
    const page = await openPage()
    const { address } = devAccount(mainnet, 0)
    expect(await resultOf(page, 'eth_accounts')).toEqual([])
    const early = await rpc(page, 'personal_sign', ['too soon', address])
    expect(early).toMatchObject({ error: { code: 4100 } })

    expect(await resultOf(page, 'eth_requestAccounts')).toEqual([address])
    expect(await resultOf(page, 'eth_accounts')).toEqual([address])

    const message = 'sign in to the devnet'
    const signature = await hexResultOf(page, 'personal_sign', [message, address])
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    const typedSignature = await hexResultOf(page, 'eth_signTypedData_v4', [
      address,
      JSON.stringify(TYPED_DATA),
    ])
    expect(await verifyTypedData({ ...TYPED_DATA, address, signature: typedSignature })).toBe(true)
    await page.close()
  })

  it('switches between devnet chains, refuses unknown chains and unsupported methods', async () => {
    const page = await openPage()
    await page.evaluate(() => {
      const provider = window.announcements?.[0]?.provider
      const changes: unknown[] = []
      window.chainChanges = changes
      provider?.on?.('chainChanged', (chainId) => {
        changes.push(chainId)
      })
    })
    expect(await resultOf(page, 'eth_chainId')).toBe('0x1')
    expect(await resultOf(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])).toBeNull()
    expect(await resultOf(page, 'eth_chainId')).toBe('0x2105')
    expect(await page.evaluate(() => window.chainChanges)).toEqual(['0x2105'])

    const unknown = await rpc(page, 'wallet_switchEthereumChain', [{ chainId: '0x539' }])
    expect(unknown).toMatchObject({ error: { code: 4902 } })
    const unsupported = await rpc(page, 'wallet_watchAsset', [])
    expect(unsupported).toMatchObject({ error: { code: 4200 } })

    const { address } = devAccount(base, 0)
    const node = createPublicClient({ transport: http(base.rpcUrl) })
    const balance = await hexResultOf(page, 'eth_getBalance', [address, 'latest'])
    expect(BigInt(balance)).toBe(await node.getBalance({ address }))
    await page.close()
  })

  it('signs eth_sendTransaction locally and sends it to the chain it is switched to', async () => {
    const page = await openPage()
    const sender = devAccount(base, 0).address
    const receiver = devAccount(base, 1).address
    const node = createPublicClient({ transport: http(base.rpcUrl) })
    const before = await node.getBalance({ address: receiver })

    await resultOf(page, 'eth_requestAccounts')
    await resultOf(page, 'wallet_switchEthereumChain', [{ chainId: '0x2105' }])
    const value = parseEther('0.01')
    const hash = await hexResultOf(page, 'eth_sendTransaction', [
      { from: sender, to: receiver, value: `0x${value.toString(16)}` },
    ])

    const receipt = await node.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(sender.toLowerCase())
    expect(await node.getBalance({ address: receiver })).toBe(before + value)
    await page.close()
  })

  it('sends an EIP-5792 batch atomically from the page, one transaction through its delegation', async () => {
    const page = await openPage()
    const { address: owner } = devAccount(mainnet, 0)
    const recipient = devAccount(mainnet, 2).address
    const usdc = mainnet.tokens.find((token) => token.symbol === 'USDC')
    if (usdc === undefined) throw new Error('No USDC on the devnet')
    const node = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const balanceOf = (holder: Address) =>
      node.readContract({
        address: usdc.address,
        abi: devTokenAbi,
        functionName: 'balanceOf',
        args: [holder],
      })
    const before = { owner: await balanceOf(owner), recipient: await balanceOf(recipient) }
    const amount = parseUnits('3', 6)

    await resultOf(page, 'eth_requestAccounts')
    await resultOf(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])
    expect(await resultOf(page, 'wallet_getCapabilities', [owner, ['0x1']])).toEqual({
      '0x1': { atomic: { status: 'supported' } },
    })
    const approveData = encodeFunctionData({
      abi: devTokenAbi,
      functionName: 'approve',
      args: [owner, amount],
    })
    const transferFromData = encodeFunctionData({
      abi: devTokenAbi,
      functionName: 'transferFrom',
      args: [owner, recipient, amount],
    })
    const sent = await resultOf(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: owner,
        atomicRequired: true,
        calls: [
          { to: usdc.address, data: approveData },
          { to: usdc.address, data: transferFromData },
        ],
      },
    ])
    const id = isRecord(sent) ? sent.id : null
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await resultOf(page, 'wallet_getCallsStatus', [id])
    expect(status).toMatchObject({ status: 200, atomic: true, receipts: [{ status: '0x1' }] })
    expect({ owner: await balanceOf(owner), recipient: await balanceOf(recipient) }).toEqual({
      owner: before.owner - amount,
      recipient: before.recipient + amount,
    })
    await page.close()
  })
})
