import {
  BaseError,
  createWalletClient,
  http,
  isAddressEqual,
  isHex,
  type Hex,
  type PrivateKeyAccount,
} from 'viem'
import { forwardRpc } from './forward-rpc.js'
import { RpcRefused } from './rpc-refused.js'
import { parseTypedData } from './typed-data.js'
import { isBatchMethod, type WalletBatches } from './wallet-batches.js'
import { isRecord } from '../../src/utils/is-record.js'

export interface RpcCall {
  /** CAIP-2 id of a chain the site serves. */
  chainId: string
  method: string
  params: unknown[]
}

function hexField(tx: Record<string, unknown>, name: string): Hex | undefined {
  const value = tx[name]
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value)) {
    throw new RpcRefused(`eth_sendTransaction: ${name} must be hex`)
  }
  return value
}

const quantity = (tx: Record<string, unknown>, name: string): bigint | undefined => {
  const value = hexField(tx, name)
  return value === undefined ? undefined : BigInt(value)
}

function checkSigner(account: PrivateKeyAccount, address: unknown, method: string): void {
  if (typeof address !== 'string' || !isHex(address) || !isAddressEqual(address, account.address)) {
    throw new RpcRefused(`${method}: the address is not the signed-in user's`)
  }
}

async function sendTransaction(account: PrivateKeyAccount, rpcUrl: string, params: unknown[]) {
  const [tx] = params
  if (!isRecord(tx)) throw new RpcRefused('eth_sendTransaction: params[0] must be a transaction')
  if (tx.from !== undefined) checkSigner(account, tx.from, 'eth_sendTransaction')
  const client = createWalletClient({ account, transport: http(rpcUrl) })
  const to = hexField(tx, 'to')
  if (to === undefined) throw new RpcRefused('eth_sendTransaction: to is required')
  const maxFeePerGas = quantity(tx, 'maxFeePerGas')
  const gasPrice = quantity(tx, 'gasPrice')
  const common = {
    chain: null,
    to,
    data: hexField(tx, 'data'),
    value: quantity(tx, 'value'),
    gas: quantity(tx, 'gas'),
    nonce: tx.nonce === undefined ? undefined : Number(quantity(tx, 'nonce')),
  }
  // A local account makes viem sign here and send eth_sendRawTransaction to the node.
  return gasPrice !== undefined && maxFeePerGas === undefined
    ? client.sendTransaction({ ...common, gasPrice })
    : client.sendTransaction({
        ...common,
        maxFeePerGas,
        maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas'),
      })
}

/**
 * viem's errors for what the caller sent (typed data that does not encode, a transaction the
 * node refuses) are the caller's to see; anything else is the site's own failure.
 */
async function refusingClientErrors<T>(method: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof BaseError) throw new RpcRefused(`${method}: ${error.shortMessage}`)
    throw error
  }
}

/**
 * Runs an RPC request for the embedded wallet: signing methods and EIP-5792 batches with the
 * user's key, which never leaves the server, eth_* reads by the chain node.
 */
export async function runWalletRpc(
  account: PrivateKeyAccount,
  rpcUrl: string,
  call: RpcCall,
  batches: Pick<WalletBatches, 'run'>,
): Promise<unknown> {
  const { method, params } = call
  if (isBatchMethod(method)) {
    return refusingClientErrors(method, () => batches.run(account, method, params))
  }
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params
      checkSigner(account, address, method)
      if (typeof message !== 'string') throw new RpcRefused('personal_sign: message must be text')
      return account.signMessage({ message: isHex(message) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      const [address, typedData] = params
      checkSigner(account, address, method)
      return refusingClientErrors(method, () => account.signTypedData(parseTypedData(typedData)))
    }
    case 'eth_sendTransaction':
      return refusingClientErrors(method, () => sendTransaction(account, rpcUrl, params))
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    default:
      if (!method.startsWith('eth_') || method === 'eth_sign' || method.startsWith('eth_signT')) {
        throw new RpcRefused(`${method} is not supported on the devnet secure site`)
      }
      return forwardRpc(rpcUrl, method, params)
  }
}
