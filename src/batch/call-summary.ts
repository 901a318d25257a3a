/**
 * What ApproveTransaction says of one call of a batch: its target, the value it sends, and its
 * method where the ABI is known (ERC-20's approve, transfer and transferFrom); an approval is
 * called out with its spender and amount.
 */

/** A call as wallet_sendCalls carries it (hex strings). */
export interface ApprovalCall {
  to?: string | undefined
  value?: string | undefined
  data?: string | undefined
}

export interface CallSummary {
  to: string | undefined
  /** The native value sent, in wei; undefined when none. */
  value: bigint | undefined
  /** `approve`, `transfer`, `transferFrom`, another call's 4-byte selector, or none (a plain send). */
  method: string | undefined
  /** An ERC-20 approval: who may spend and how much (in the token's smallest unit). */
  approval: { spender: string; amount: bigint } | undefined
}

const ERC20_METHODS: Readonly<Record<string, string>> = {
  '0x095ea7b3': 'approve',
  '0xa9059cbb': 'transfer',
  '0x23b872dd': 'transferFrom',
}

const WORD = 64

/** The ABI word at `index` after the selector, or undefined when the data is too short. */
const wordAt = (data: string, index: number): string | undefined => {
  const word = data.slice(10 + index * WORD, 10 + (index + 1) * WORD)
  return word.length === WORD && /^[0-9a-fA-F]+$/.test(word) ? word : undefined
}

const quantity = (hex: string | undefined): bigint | undefined => {
  if (hex === undefined || !/^0x[0-9a-fA-F]+$/.test(hex)) return undefined
  const value = BigInt(hex)
  return value === 0n ? undefined : value
}

export function summarizeCall(call: ApprovalCall): CallSummary {
  const data = call.data !== undefined && /^0x([0-9a-fA-F]{2})*$/.test(call.data) ? call.data : ''
  const selector = data.length >= 10 ? data.slice(0, 10).toLowerCase() : undefined
  const method = selector === undefined ? undefined : (ERC20_METHODS[selector] ?? selector)
  const spender = wordAt(data, 0)
  const amount = wordAt(data, 1)
  const approval =
    method === 'approve' && spender !== undefined && amount !== undefined
      ? { spender: `0x${spender.slice(24)}`, amount: BigInt(`0x${amount}`) }
      : undefined
  return { to: call.to, value: quantity(call.value), method, approval }
}
