import type { Hex } from 'viem'
import { isRecord } from '../../src/utils/is-record.js'

export interface CompiledContract {
  bytecode: Hex
  signatures: string[]
}

/**
 * Reads solc standard-JSON output: throws on any compile error, and returns every compiled
 * contract by name with its creation bytecode and the canonical signatures of its functions and events.
 */
export function parseSolcOutput(outputText: string): Map<string, CompiledContract> {
  const output: unknown = JSON.parse(outputText)
  if (!isRecord(output)) throw new Error('solc returned no JSON object')

  const errors = Array.isArray(output.errors) ? output.errors.filter(isRecord) : []
  const fatal = errors.filter((entry) => entry.severity === 'error')
  if (fatal.length > 0) {
    const messages = fatal.map((entry) => String(entry.formattedMessage ?? entry.message))
    throw new Error(`Solidity compilation failed:\n${messages.join('\n')}`)
  }

  const bySource = isRecord(output.contracts) ? Object.values(output.contracts) : []
  const compiled = new Map<string, CompiledContract>()
  for (const contracts of bySource.filter(isRecord)) {
    for (const [name, contract] of Object.entries(contracts)) {
      compiled.set(name, readContract(name, contract))
    }
  }
  return compiled
}

function readContract(name: string, contract: unknown): CompiledContract {
  const evm = isRecord(contract) ? contract.evm : undefined
  const bytecodeSection = isRecord(evm) ? evm.bytecode : undefined
  const object = isRecord(bytecodeSection) ? bytecodeSection.object : undefined
  if (typeof object !== 'string' || !/^[0-9a-f]*$/.test(object)) {
    throw new Error(`solc output has no bytecode for ${name}`)
  }
  const abi = isRecord(contract) && Array.isArray(contract.abi) ? contract.abi : []
  const signatures = abi.filter(isRecord).flatMap((item) => {
    const signature = canonicalSignature(item)
    return signature === null ? [] : [signature]
  })
  return { bytecode: `0x${object}`, signatures }
}

function canonicalSignature(item: Record<string, unknown>): string | null {
  if ((item.type !== 'function' && item.type !== 'event') || typeof item.name !== 'string') {
    return null
  }
  const inputs = Array.isArray(item.inputs) ? item.inputs : []
  return `${item.name}(${inputs.map(canonicalType).join(',')})`
}

function canonicalType(param: unknown): string {
  if (!isRecord(param) || typeof param.type !== 'string') return '?'
  if (!param.type.startsWith('tuple')) return param.type
  const components = Array.isArray(param.components) ? param.components : []
  return `(${components.map(canonicalType).join(',')})${param.type.slice('tuple'.length)}`
}
