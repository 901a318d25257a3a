import { toEventSignature, toFunctionSignature, type Abi } from 'viem'
import type { CompiledContract } from './solc-output.js'

/** Fails start-up when a hand-typed ABI names a function or event the compiled contract lacks. */
export function assertAbiMatchesArtifact(name: string, abi: Abi, artifact: CompiledContract): void {
  const compiled = new Set(artifact.signatures)
  const typed = abi.flatMap((item) => {
    if (item.type === 'function') return [toFunctionSignature(item)]
    if (item.type === 'event') return [toEventSignature(item)]
    return []
  })
  const absent = typed.filter((signature) => !compiled.has(signature))
  if (absent.length > 0) {
    throw new Error(`The typed ABI of ${name} names what the contract lacks: ${absent.join(', ')}`)
  }
}
