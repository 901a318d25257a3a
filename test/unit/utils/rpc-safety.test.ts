import { describe, expect, it } from 'vitest'
import {
  ACTION_NOT_ALLOWED_MESSAGE,
  isSafeRpcMethod,
  RPC_CALL_NOT_ALLOWED_MESSAGE,
  shouldAbortOnReject,
} from '../../../src/utils/rpc-safety.js'

const solanaSigning = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

describe('safe and unsafe RPC methods', () => {
  it('[ROLE-06] does not abort a safe (read-only) request on reject', () => {
    expect(shouldAbortOnReject('eth_getBalance')).toBe(false)
    expect(shouldAbortOnReject('eth_call')).toBe(false)
  })

  it('[ROLE-07] aborts any other method on reject, unknown ones included', () => {
    expect(shouldAbortOnReject('personal_sign')).toBe(true)
    expect(shouldAbortOnReject('wallet_switchEthereumChain')).toBe(true)
    expect(shouldAbortOnReject('made_up_method')).toBe(true)
  })

  it('[ROLE-08] treats standard eth_* reads as safe', () => {
    for (const method of [
      'eth_blockNumber',
      'eth_call',
      'eth_chainId',
      'eth_estimateGas',
      'eth_gasPrice',
      'eth_getBalance',
      'eth_getCode',
      'eth_getLogs',
      'eth_getTransactionByHash',
      'eth_getTransactionCount',
      'eth_getTransactionReceipt',
    ]) {
      expect(isSafeRpcMethod(method)).toBe(true)
    }
  })

  it('[ROLE-09] treats eth_sendRawTransaction as safe', () => {
    expect(isSafeRpcMethod('eth_sendRawTransaction')).toBe(true)
  })

  it('[ROLE-10] treats personal_sign, eth_signTypedData_v4 and the Solana signing methods as not safe', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sign', ...solanaSigning]) {
      expect(isSafeRpcMethod(method)).toBe(false)
    }
  })

  it('[ROLE-11] treats eth_sendTransaction as not safe', () => {
    expect(isSafeRpcMethod('eth_sendTransaction')).toBe(false)
  })

  it('[ROLE-12] treats wallet_sendCalls as not safe', () => {
    expect(isSafeRpcMethod('wallet_sendCalls')).toBe(false)
  })

  it('[ROLE-13] treats wallet_grantPermissions and wallet_revokePermissions as not safe', () => {
    expect(isSafeRpcMethod('wallet_grantPermissions')).toBe(false)
    expect(isSafeRpcMethod('wallet_revokePermissions')).toBe(false)
  })

  it('[ROLE-14] words the SDK refusal of a not-safe call exactly', () => {
    expect(RPC_CALL_NOT_ALLOWED_MESSAGE).toBe('Requested RPC call is not allowed')
  })

  it('[ROLE-15] words the UI refusal of a not-safe call exactly', () => {
    expect(ACTION_NOT_ALLOWED_MESSAGE).toBe('Action not allowed')
  })
})
