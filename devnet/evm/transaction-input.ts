import {
  checkAddress,
  checkData,
  checkObject,
  checkQuantity,
  MAX_UINT64,
  MAX_UINT256,
} from './rpc-input-checks.js'

/** The quantities of a checked transaction object that its cost is made of. */
export interface TransactionCost {
  from: string | undefined
  value: bigint
  gas: bigint
  price: bigint
}

const QUANTITIES_256 = ['value', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const
const QUANTITIES_64 = ['gas', 'nonce', 'type', 'chainId'] as const

/**
 * Checks a transaction object of eth_call, eth_estimateGas or eth_sendTransaction field by field,
 * as geth's decoder does, and answers what it may cost the sender.
 */
export function checkTransactionInput(value: unknown, where: string): TransactionCost {
  const tx = checkObject(value, where)
  for (const name of ['from', 'to'] as const)
    if (tx[name] !== undefined && tx[name] !== null) checkAddress(tx[name], `${where}.${name}`)
  for (const name of ['data', 'input'] as const)
    if (tx[name] !== undefined) checkData(tx[name], `${where}.${name}`)
  const read = (name: string, max: bigint): bigint =>
    tx[name] === undefined || tx[name] === null
      ? 0n
      : checkQuantity(tx[name], `${where}.${name}`, max)
  for (const name of QUANTITIES_64) read(name, MAX_UINT64)
  for (const name of QUANTITIES_256) read(name, MAX_UINT256)
  const from = typeof tx.from === 'string' ? tx.from : undefined
  const price = read('maxFeePerGas', MAX_UINT256) || read('gasPrice', MAX_UINT256)
  return { from, value: read('value', MAX_UINT256), gas: read('gas', MAX_UINT64), price }
}
