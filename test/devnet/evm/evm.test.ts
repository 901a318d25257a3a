import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  encodeFunctionData,
  createWalletClient,
  http,
  parseEther,
  parseUnits,
  webSocket,
  type Address,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  creditWallet,
  devnetViemChain,
  devTokenAbi,
  NATIVE_TOKEN_ADDRESS,
  spamNftAbi,
  startEvmChains,
  swapPoolAbi,
  type EvmChainInfo,
  type EvmDevnet,
} from '../../../devnet/evm/index.js'

let devnet: EvmDevnet
const logLines: string[] = []

beforeAll(async () => {
  devnet = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: (line) => logLines.push(line) })
})

afterAll(async () => {
  await devnet.stop()
})

function clientsFor(chain: EvmChainInfo, accountIndex: number) {
  const viemChain = devnetViemChain(chain.chainId, chain.name, chain.rpcUrl)
  const devAccount = chain.devAccounts[accountIndex]
  if (!devAccount) throw new Error(`No dev account ${String(accountIndex)}`)
  const account = privateKeyToAccount(devAccount.privateKey)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const walletClient = createWalletClient({
    account,
    chain: viemChain,
    transport: http(chain.rpcUrl),
  })
  const balanceOf = (symbol: string, owner: Address = account.address) =>
    symbol === 'ETH'
      ? publicClient.getBalance({ address: owner })
      : publicClient.readContract({
          address: tokenOf(chain, symbol).address,
          abi: devTokenAbi,
          functionName: 'balanceOf',
          args: [owner],
        })
  return { account, publicClient, walletClient, balanceOf }
}

function tokenOf(chain: EvmChainInfo, symbol: string) {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} on ${chain.caipNetworkId}`)
  return token
}

function chainOf(caipNetworkId: string): EvmChainInfo {
  const chain = devnet.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!chain) throw new Error(`No devnet chain ${caipNetworkId}`)
  return chain
}

describe('devnet EVM chains', () => {
  it('starts eip155:1 and eip155:8453 on 127.0.0.1 and logs its start-up time', async () => {
    expect(devnet.chains.map((chain) => chain.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
    for (const chain of devnet.chains) {
      expect(chain.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const { publicClient } = clientsFor(chain, 0)
      expect(await publicClient.getChainId()).toBe(chain.chainId)
    }
    expect(logLines).toEqual([expect.stringMatching(/^EVM devnet ready in \d+ ms: eip155:1 /)])
  })

  it('serves JSON-RPC and new-block subscriptions over WebSocket on the same port', async () => {
    const chain = chainOf('eip155:8453')
    const client = createPublicClient({ transport: webSocket(chain.wsUrl) })
    expect(await client.getChainId()).toBe(8453)

    const startBlock = await client.getBlockNumber()
    const nextBlock = new Promise<bigint>((resolve) => {
      const unwatch = client.watchBlockNumber({
        onBlockNumber: (blockNumber) => {
          if (blockNumber > startBlock) {
            unwatch()
            resolve(blockNumber)
          }
        },
      })
    })
    const { walletClient } = clientsFor(chain, 11)
    await walletClient.sendTransaction({ to: walletClient.account.address, value: 1n })
    expect(await nextBlock).toBe(startBlock + 1n)

    const rpc = await client.transport.getRpcClient()
    rpc.close()
  })

  it('deploys USDC and USDT with 6 decimals and DAI with 18 at the same addresses on each chain', async () => {
    const [ethereum, base] = devnet.chains
    expect(base?.tokens.map((token) => token.address)).toEqual(
      ethereum?.tokens.map((token) => token.address),
    )
    for (const chain of devnet.chains) {
      const { publicClient } = clientsFor(chain, 0)
      for (const [symbol, decimals] of [
        ['USDC', 6],
        ['USDT', 6],
        ['DAI', 18],
      ] as const) {
        const address = tokenOf(chain, symbol).address
        const read = (functionName: 'symbol' | 'decimals') =>
          publicClient.readContract({ address, abi: devTokenAbi, functionName })
        expect(await read('symbol')).toBe(symbol)
        expect(await read('decimals')).toBe(decimals)
      }
    }
  })

  it('gives dev account 0 the balances its seeded history explains', async () => {
    for (const chain of devnet.chains) {
      const { balanceOf } = clientsFor(chain, 0)
      // 10,000 minted, then +2,500 USDC and -100 USDC swapped, -300 USDT, +750 DAI.
      expect(await balanceOf('USDC')).toBe(parseUnits('12400', 6))
      expect(await balanceOf('USDT')).toBe(parseUnits('9700', 6))
      expect(await balanceOf('DAI')).toBe(parseUnits('10750', 18))
      // 10,000 ETH, +1.5 in, -0.25 out, +~0.033 from the swap, minus a little gas.
      const ether = await balanceOf('ETH')
      expect(ether > parseEther('10001.2')).toBe(true)
      expect(ether < parseEther('10001.3')).toBe(true)
    }
  })

  it('seeds a dated history ending with a spam NFT sent to dev account 0', async () => {
    for (const chain of devnet.chains) {
      const { publicClient, account } = clientsFor(chain, 0)
      expect(chain.history.map((entry) => entry.label)).toEqual([
        'receive 2500 USDC',
        'receive 1.5 ETH',
        'send 300 USDT',
        'send 0.25 ETH',
        'receive 750 DAI',
        'approve 100 USDC for the swap pool',
        'swap 100 USDC for ETH',
        'receive a spam NFT',
      ])
      const nowSeconds = Date.now() / 1000
      const times = chain.history.map((entry) => entry.timestamp)
      expect(times).toEqual([...times].sort((a, b) => a - b))
      expect(times[0]).toBeLessThan(nowSeconds - 13 * 24 * 3600)
      const latest = await publicClient.getBlock()
      expect(Math.abs(Number(latest.timestamp) - nowSeconds)).toBeLessThan(120)

      const nft = { address: chain.nftAddress, abi: spamNftAbi } as const
      expect(await publicClient.readContract({ ...nft, functionName: 'ownerOf', args: [1n] })).toBe(
        account.address,
      )
      expect(await publicClient.readContract({ ...nft, functionName: 'symbol' })).toBe('SPAM')
    }
  })

  it('executes a signed ERC-20 transfer and both balances change', async () => {
    const chain = chainOf('eip155:1')
    const { walletClient, publicClient, balanceOf } = clientsFor(chain, 0)
    const recipient = clientsFor(chain, 7).account.address
    const [senderBefore, recipientBefore] = [
      await balanceOf('USDC'),
      await balanceOf('USDC', recipient),
    ]
    const amount = parseUnits('12.5', 6)

    const hash = await walletClient.writeContract({
      address: tokenOf(chain, 'USDC').address,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [recipient, amount],
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')

    expect(await balanceOf('USDC')).toBe(senderBefore - amount)
    expect(await balanceOf('USDC', recipient)).toBe(recipientBefore + amount)
  })

  it('swaps USDC for USDT through the pool after an approval', async () => {
    const chain = chainOf('eip155:8453')
    const { walletClient, publicClient, balanceOf, account } = clientsFor(chain, 6)
    const usdc = tokenOf(chain, 'USDC').address
    const usdt = tokenOf(chain, 'USDT').address
    const amountIn = parseUnits('500', 6)
    const [usdcBefore, usdtBefore] = [await balanceOf('USDC'), await balanceOf('USDT')]
    const pool = { address: chain.poolAddress, abi: swapPoolAbi } as const
    const quote = await publicClient.readContract({
      ...pool,
      functionName: 'quote',
      args: [usdc, usdt, amountIn],
    })
    expect(quote).toBe(parseUnits('498.5', 6))

    const approval = await walletClient.writeContract({
      address: usdc,
      abi: devTokenAbi,
      functionName: 'approve',
      args: [chain.poolAddress, amountIn],
    })
    await publicClient.waitForTransactionReceipt({ hash: approval })
    const swap = await walletClient.writeContract({
      ...pool,
      functionName: 'swap',
      args: [usdc, usdt, amountIn, quote, account.address],
    })
    expect((await publicClient.waitForTransactionReceipt({ hash: swap })).status).toBe('success')

    expect(await balanceOf('USDC')).toBe(usdcBefore - amountIn)
    expect(await balanceOf('USDT')).toBe(usdtBefore + quote)
  })

  it('swaps native ETH for DAI, paying the amount as value', async () => {
    const chain = chainOf('eip155:1')
    const { walletClient, publicClient, balanceOf, account } = clientsFor(chain, 5)
    const dai = tokenOf(chain, 'DAI').address
    const daiBefore = await balanceOf('DAI')
    const amountIn = parseEther('0.1')

    const hash = await walletClient.writeContract({
      address: chain.poolAddress,
      abi: swapPoolAbi,
      functionName: 'swap',
      args: [NATIVE_TOKEN_ADDRESS, dai, amountIn, 0n, account.address],
      value: amountIn,
    })
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
    // 0.1 ETH at 3,000 USD less the 0.3 % fee.
    expect(await balanceOf('DAI')).toBe(daiBefore + parseUnits('299.1', 18))
  })

  it("rejects a swap beyond the pool's reserves with the reason 'Insufficient liquidity'", async () => {
    const chain = chainOf('eip155:1')
    const { walletClient, account } = clientsFor(chain, 8)
    const amountIn = parseEther('9000')

    const failure: unknown = await walletClient
      .writeContract({
        address: chain.poolAddress,
        abi: swapPoolAbi,
        functionName: 'swap',
        args: [NATIVE_TOKEN_ADDRESS, tokenOf(chain, 'USDC').address, amountIn, 0n, account.address],
        value: amountIn,
      })
      .catch((error: unknown) => error)

    const reverted =
      failure instanceof BaseError
        ? failure.walk((cause) => cause instanceof ContractFunctionRevertedError)
        : null
    if (!(reverted instanceof ContractFunctionRevertedError)) throw failure
    expect(reverted.reason).toBe('Insufficient liquidity')
  })

  it('answers a reverting call with code 3 and the reason, as real nodes do', async () => {
    const chain = chainOf('eip155:8453')
    const from = clientsFor(chain, 8).account.address
    const data = encodeFunctionData({
      abi: swapPoolAbi,
      functionName: 'swap',
      args: [tokenOf(chain, 'USDC').address, tokenOf(chain, 'DAI').address, 10n ** 15n, 0n, from],
    })
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [{ from, to: chain.poolAddress, data }, 'latest'],
      }),
    })
    expect(await response.json()).toMatchObject({
      error: { code: 3, message: 'execution reverted: Insufficient liquidity' },
    })
  })

  it('mines a reverting transaction sent without estimation, with a failed receipt', async () => {
    const chain = chainOf('eip155:1')
    const { walletClient, publicClient, account } = clientsFor(chain, 9)
    const amountIn = parseEther('9000')

    const hash = await walletClient.writeContract({
      address: chain.poolAddress,
      abi: swapPoolAbi,
      functionName: 'swap',
      args: [NATIVE_TOKEN_ADDRESS, tokenOf(chain, 'USDC').address, amountIn, 0n, account.address],
      value: amountIn,
      gas: 200_000n,
    })

    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('reverted')
  })

  it('credits a wallet with tokens and ETH, as a paid on-ramp does', async () => {
    const chain = chainOf('eip155:8453')
    const { balanceOf } = clientsFor(chain, 0)
    const buyer = clientsFor(chain, 12).account.address
    const [usdcBefore, etherBefore] = [
      await balanceOf('USDC', buyer),
      await balanceOf('ETH', buyer),
    ]

    await creditWallet(chain, { to: buyer, symbol: 'USDC', amount: '25.5' })
    await creditWallet(chain, { to: buyer, symbol: 'ETH', amount: '0.2' })

    expect(await balanceOf('USDC', buyer)).toBe(usdcBefore + parseUnits('25.5', 6))
    expect(await balanceOf('ETH', buyer)).toBe(etherBefore + parseEther('0.2'))
  })
})
