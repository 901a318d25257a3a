// README (wagmi): what a dapp does with the connection, through wagmi's own actions.
import { erc20Abi, type Address, type Hex } from 'viem'
import type { Config } from 'wagmi'
import {
  connect,
  sendTransaction,
  signTypedData,
  switchChain,
  waitForTransactionReceipt,
  writeContract,
} from 'wagmi/actions'

export const mail = {
  domain: { name: 'Portico host', version: '1', chainId: 1 },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello from the host app' },
} as const

export async function connectPortico(config: Config) {
  const [connector] = config.connectors
  if (!connector) throw new Error('No connector')
  return connect(config, { connector })
}

/** An ERC-20 transfer; resolves once it is mined. */
export async function transferToken(config: Config, token: Address, to: Address, amount: bigint) {
  const hash = await writeContract(config, {
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  return waitForTransactionReceipt(config, { hash })
}

export const signMail = (config: Config): Promise<Hex> => signTypedData(config, mail)

/** A transaction with data: a note to the receiver, readable in the transaction's input. */
export async function sendWithData(config: Config, to: Address, data: Hex) {
  const hash = await sendTransaction(config, { to, data, value: 1n })
  return waitForTransactionReceipt(config, { hash })
}

export const switchToBase = (config: Config) => switchChain(config, { chainId: 8453 })
