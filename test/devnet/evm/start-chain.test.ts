import { createServer } from 'node:net'
import { parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { deriveDevAccounts } from '../../../devnet/evm/dev-accounts.js'
import { startChain } from '../../../devnet/evm/start-chain.js'

const accounts = deriveDevAccounts(2)

function start(port: number) {
  return startChain({ chainId: 8453, port, accounts, balanceWei: parseEther('1') })
}

function rpc(url: string, method: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
  })
}

describe('startChain', () => {
  it('refuses a port already in use with a message naming the port', async () => {
    const blocker = createServer()
    await new Promise<void>((resolve) => {
      blocker.listen(0, '127.0.0.1', resolve)
    })
    const address = blocker.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    try {
      await expect(start(port)).rejects.toThrow(
        `EVM devnet chain eip155:8453 cannot listen on 127.0.0.1:${String(port)}: the port is already in use`,
      )
    } finally {
      blocker.close()
    }
  })

  it('serves funded dev accounts over HTTP with CORS for the browser', async () => {
    const chain = await start(0)
    try {
      const response = await rpc(chain.rpcUrl, 'eth_accounts')
      expect(response.headers.get('access-control-allow-origin')).toBe('*')
      expect(await response.json()).toMatchObject({
        result: accounts.map((account) => account.address.toLowerCase()),
      })
      const balance = await chain.provider.request({
        method: 'eth_getBalance',
        params: [accounts[1]?.address, 'latest'],
      })
      expect(balance).toBe('0xde0b6b3a7640000')
    } finally {
      await chain.stop()
    }
  })

  it('frees its port on stop, so the same port can be used again', async () => {
    const first = await start(0)
    const port = Number(new URL(first.rpcUrl).port)
    await first.stop()

    const second = await start(port)
    try {
      expect(second.rpcUrl).toBe(`http://127.0.0.1:${String(port)}`)
      expect(await (await rpc(second.rpcUrl, 'eth_chainId')).json()).toMatchObject({
        result: '0x2105',
      })
    } finally {
      await second.stop()
    }
  })
})
