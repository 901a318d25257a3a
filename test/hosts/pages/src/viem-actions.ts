// README (viem): a wallet client on the connected wallet's provider, whatever its kind.
import type { Portico } from 'portico'
import { createWalletClient, custom, erc20Abi, type Address } from 'viem'
import { sendCalls, waitForCallsStatus } from 'viem/actions'
import { mainnet } from 'viem/chains'
import { mail } from './wagmi-actions.js'

export async function viemWallet(portico: Portico) {
  const provider = portico.getProvider('eip155')
  if (!provider) throw new Error('Connect a wallet first')
  const client = createWalletClient({ chain: mainnet, transport: custom(provider) })
  const [account] = await client.getAddresses()
  if (!account) throw new Error('The wallet shares no account')
  return { client, account }
}

/** Resolves with the transaction hash. */
export async function transferWithViem(
  portico: Portico,
  token: Address,
  to: Address,
  amount: bigint,
) {
  const { client, account } = await viemWallet(portico)
  return client.writeContract({
    account,
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
}

export async function signMailWithViem(portico: Portico) {
  const { client, account } = await viemWallet(portico)
  return client.signTypedData({ account, ...mail })
}

/**
 * viem's sendCalls (EIP-5792): the account approves itself and spends the allowance paying
 * `receiver`, as one batch; resolves once waitForCallsStatus has its final status.
 */
export async function batchWithViem(
  portico: Portico,
  token: Address,
  receiver: Address,
  amount: bigint,
) {
  const { client, account } = await viemWallet(portico)
  const { id } = await sendCalls(client, {
    account,
    calls: [
      { to: token, abi: erc20Abi, functionName: 'approve', args: [account, amount] },
      { to: token, abi: erc20Abi, functionName: 'transferFrom', args: [account, receiver, amount] },
    ],
  })
  const { status, atomic, receipts = [] } = await waitForCallsStatus(client, { id })
  return { status, atomic, receipts: receipts.length }
}
