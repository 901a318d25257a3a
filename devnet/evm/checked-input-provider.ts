import { InvalidInputError } from 'hardhat/internal/core/providers/errors.js'
import type { RequestArguments } from 'hardhat/types'
import { checkLogsFilter } from './logs-filter-input.js'
import {
  checkAddress,
  checkBlock,
  checkData,
  checkHash,
  checkParams,
  checkQuantity,
} from './rpc-input-checks.js'
import { checkTransactionInput, type TransactionCost } from './transaction-input.js'
import { WrappedProvider } from './wrapped-provider.js'

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'

type ParamKind = 'address' | 'block' | 'quantity' | 'hash' | 'data' | 'any'

const CHECK_OF: Readonly<Record<ParamKind, (value: unknown, where: string) => void>> = {
  address: checkAddress,
  block: checkBlock,
  quantity: (value, where) => {
    checkQuantity(value, where)
  },
  hash: checkHash,
  data: checkData,
  any: () => undefined,
}

/**
 * The params of methods the engine must never see unchecked (EDR panics on some, hangs on
 * others): their kinds in order, the first `required` of them required.
 */
const PARAMS: Readonly<Record<string, { kinds: readonly ParamKind[]; required: number }>> = {
  eth_getBalance: { kinds: ['address', 'block'], required: 1 },
  eth_getCode: { kinds: ['address', 'block'], required: 1 },
  eth_getTransactionCount: { kinds: ['address', 'block'], required: 1 },
  eth_getStorageAt: { kinds: ['address', 'quantity', 'block'], required: 2 },
  eth_getBlockByNumber: { kinds: ['block', 'any'], required: 1 },
  eth_getBlockByHash: { kinds: ['hash', 'any'], required: 1 },
  eth_getTransactionByHash: { kinds: ['hash'], required: 1 },
  eth_getTransactionReceipt: { kinds: ['hash'], required: 1 },
  eth_sendRawTransaction: { kinds: ['data'], required: 1 },
}

const TRANSACTION_METHODS: Readonly<Record<string, number>> = {
  eth_call: 3,
  eth_estimateGas: 3,
  eth_sendTransaction: 1,
  eth_createAccessList: 2,
}

/**
 * Checks JSON-RPC input before Hardhat's EDR engine sees it, as geth checks it: quantities,
 * addresses, hex data, block ranges. EDR runs in this process and a panic in it (an overflowing
 * `value`) aborts every devnet service, and an unbounded eth_getLogs range pins a core forever;
 * here both are a -32602, and a cost the sender cannot pay is geth's -32000 "insufficient funds".
 */
export class CheckedInputProvider extends WrappedProvider {
  async request(args: RequestArguments): Promise<unknown> {
    await this.#check(args.method, args.params)
    return this.inner.request(args)
  }

  async #check(method: string, params: unknown): Promise<void> {
    const expected = PARAMS[method]
    if (expected) {
      const { kinds, required } = expected
      const list = checkParams(params, method, required, kinds.length)
      kinds.forEach((kind, i) => {
        if (list[i] !== undefined) CHECK_OF[kind](list[i], String(i))
      })
      return
    }
    const maxParams = TRANSACTION_METHODS[method]
    if (maxParams !== undefined) {
      const list = checkParams(params, method, 1, maxParams)
      if (list[1] !== undefined && method !== 'eth_sendTransaction') checkBlock(list[1], '1')
      await this.#checkFunds(checkTransactionInput(list[0], '0'))
      return
    }
    if (method === 'eth_getLogs') {
      const [filter] = checkParams(params, method, 1, 1)
      const head = BigInt(String(await this.inner.request({ method: 'eth_blockNumber' })))
      checkLogsFilter(filter, head)
    }
  }

  /** geth refuses a call or transaction its sender cannot pay before running it; EDR panics. */
  async #checkFunds({ from, value, gas, price }: TransactionCost): Promise<void> {
    const want = gas * price + value
    if (want === 0n) return
    const address = from ?? ZERO_ADDRESS
    const balance = BigInt(
      String(await this.inner.request({ method: 'eth_getBalance', params: [address, 'latest'] })),
    )
    if (want > balance)
      throw new InvalidInputError(
        `insufficient funds for gas * price + value: address ${address} have ${balance.toString()} want ${want.toString()}`,
      )
  }
}
