// An ERC-20 approval and the call that spends it, as one batch (EIP-5792), with any wallet.
import type { Portico } from 'portico'

interface Call {
  to: string
  data: string
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined

export async function approveAndSpend(portico: Portico, approve: Call, spend: Call) {
  const provider = portico.getProvider('eip155')
  if (!provider) throw new Error('Connect a wallet first')
  const accounts = await provider.request({ method: 'eth_accounts' })
  const chainId = await provider.request({ method: 'eth_chainId' })
  // atomicRequired: false lets Portico send the calls one by one (with its progress view) when
  // the wallet cannot take them as one; with true such a wallet answers error 5760 instead.
  const sent = await provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId,
        from: Array.isArray(accounts) ? accounts[0] : undefined,
        atomicRequired: false,
        calls: [approve, spend],
      },
    ],
  })
  // 100 pending, 200 confirmed, 400 nothing on chain, 500 reverted, 600 partly on chain.
  for (;;) {
    const status = await provider.request({
      method: 'wallet_getCallsStatus',
      params: [field(sent, 'id')],
    })
    if (field(status, 'status') !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}
