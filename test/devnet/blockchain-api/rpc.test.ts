import { createServer, type Server } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { toHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApi } from '../../../devnet/blockchain-api/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { SOLANA_NETWORKS } from '../../../src/core/constants.js'
import { blockchainApiDevnetForFile, tokenOf, walletOf } from './blockchain-api-devnet.js'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

const devnet = blockchainApiDevnetForFile()

describe('chain JSON-RPC', () => {
  it('[CALL-30] GET /v1/supported-chains lists both devnet chains over HTTP and WebSocket', async () => {
    expect(await devnet().client.operations.getSupportedChains()).toEqual({
      http: ['eip155:1', 'eip155:8453'],
      ws: ['eip155:1', 'eip155:8453'],
    })
  })

  it('[CALL-50] POST /v1/?chainId= forwards a request and a batch to that chain', async () => {
    const single = await devnet().client.operations.postChainRpc({
      params: { query: { chainId: 'eip155:8453' } },
      body: { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
    })
    expect(single).toEqual({ jsonrpc: '2.0', id: 1, result: '0x2105' })
    const { address } = walletOf(devnet().chain('eip155:1'), 0)
    const batch = await devnet().client.operations.postChainRpc({
      params: { query: { chainId: 'eip155:1' } },
      body: [
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 'b', method: 'eth_getBalance', params: [address, 'latest'] },
      ],
    })
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 'a', result: '0x1' },
      { jsonrpc: '2.0', id: 'b', result: expect.stringMatching(/^0x[0-9a-f]+$/) as unknown },
    ])
  })

  it('answers a chain it does not run with a JSON-RPC error per request', async () => {
    const reply = await devnet().client.operations.postChainRpc({
      params: { query: { chainId: 'eip155:10' } },
      body: [{ jsonrpc: '2.0', id: 3, method: 'eth_chainId' }],
    })
    expect(reply).toEqual([
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'Unsupported chain eip155:10' } },
    ])
  })

  it('[CALL-53] wallet_getAssets lists native and ERC-20 balances per requested chain', async () => {
    const chain = devnet().chain('eip155:8453')
    const wallet = walletOf(chain, 4)
    const reply = await devnet().client.operations.postWalletRpc({
      params: { query: { chainId: 'eip155:8453' } },
      body: {
        jsonrpc: '2.0',
        id: 9,
        method: 'wallet_getAssets',
        params: { account: wallet.address, chainFilter: ['0x2105', '0xa'] },
      },
    })
    if (!('result' in reply)) throw new Error('wallet_getAssets failed')
    const assets = reply.result['0x2105'] ?? []
    expect(assets[0]).toEqual({
      address: 'native',
      balance: toHex(await wallet.publicClient.getBalance({ address: wallet.address })),
      type: 'NATIVE',
      metadata: expect.objectContaining({ symbol: 'ETH', decimals: 18, price: 3000 }) as unknown,
    })
    expect(assets.find((asset) => asset.metadata?.symbol === 'USDC')).toEqual({
      address: tokenOf(chain, 'USDC').address,
      balance: toHex(await wallet.tokenBalance('USDC')),
      type: 'ERC20',
      metadata: expect.objectContaining({ decimals: 6, price: 1 }) as unknown,
    })
    expect(reply.result['0xa']).toEqual([])
  })
})

describe('with a Solana node', () => {
  const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
  let node: Server
  let nodeUrl = ''

  beforeAll(async () => {
    // A stand-in node that knows one funded account: 2.5 SOL.
    node = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        const parsed: unknown = JSON.parse(text)
        const id =
          typeof parsed === 'object' && parsed !== null && 'id' in parsed ? parsed.id : null
        // It holds no token accounts.
        const value = text.includes('"getTokenAccountsByOwner"')
          ? []
          : text.includes(`"getBalance","params":["${solanaAddress}"`)
            ? 2_500_000_000
            : 0
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(
          JSON.stringify({ jsonrpc: '2.0', id, result: { context: { slot: 1 }, value } }),
        )
      })
    })
    await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
    const address = node.address()
    nodeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })

  afterAll(async () => {
    await new Promise((resolve) => node.close(resolve))
  })

  it('lists Solana over HTTP and reads its SOL balance', async () => {
    const stateDir = mkdtempSync(join(tmpdir(), 'blockchain-api-solana-'))
    const api = await startBlockchainApi({
      port: 0,
      chains: devnet().evm.chains,
      solanaRpcUrl: nodeUrl,
      stateDir,
    })
    try {
      const client = createBlockchainApiClient({ baseUrl: api.url, projectId: DEVNET_PROJECT_ID })
      const chains = await client.operations.getSupportedChains()
      expect(chains.http).toContain(SOLANA_NETWORKS.mainnet)
      expect(chains.ws).not.toContain(SOLANA_NETWORKS.mainnet)
      const { balances } = await client.account.getBalance(
        `${SOLANA_NETWORKS.mainnet}:${solanaAddress}`,
      )
      expect(balances).toEqual([
        expect.objectContaining({
          symbol: 'SOL',
          chainId: SOLANA_NETWORKS.mainnet,
          quantity: { decimals: '9', numeric: '2.5' },
          value: 375,
        }) as unknown,
      ])
    } finally {
      await api.close()
      rmSync(stateDir, { recursive: true, force: true })
    }
  })
})
