import { isAddress, isSignature, type Address, type Signature } from '@solana/kit'
import { isRecord } from '../../src/utils/is-record.js'
import { JSON_RPC_ERROR, JsonRpcError } from './json-rpc.js'

export function invalidParams(message: string): JsonRpcError {
  return new JsonRpcError(JSON_RPC_ERROR.invalidParams, `Invalid params: ${message}`)
}

export function stringParam(params: unknown[], index: number, name: string): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  return value
}

export function addressValue(value: unknown, name: string): Address {
  if (typeof value !== 'string') throw invalidParams(`${name} must be a string`)
  if (!isAddress(value)) throw invalidParams(`${name} is not a base58 address: ${value}`)
  return value
}

export function addressParam(params: unknown[], index: number, name: string): Address {
  return addressValue(params[index], name)
}

export function signatureValue(value: unknown, name: string): Signature {
  if (typeof value !== 'string' || !isSignature(value))
    throw invalidParams(`${name} is not a base58 transaction signature`)
  return value
}

/** A u64 parameter; JSON numbers arrive as doubles, so anything unsafe is rejected. */
export function u64Param(params: unknown[], index: number, name: string): bigint {
  const value = params[index]
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw invalidParams(`${name} must be a non-negative integer`)
  return BigInt(value)
}

/** The trailing config object; commitment and minContextSlot are accepted and ignored. */
export function configParam(params: unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (!isRecord(value)) throw invalidParams('the config must be an object')
  return value
}

export function optionalBoolean(config: Record<string, unknown>, key: string): boolean | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'boolean') throw invalidParams(`${key} must be a boolean`)
  return value
}

export function optionalString(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalidParams(`${key} must be a string`)
  return value
}
