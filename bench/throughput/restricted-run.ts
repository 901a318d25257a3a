// Run by measure-throughput.ts under `node --disallow-code-generation-from-strings`, the Node
// equivalent of a Content-Security-Policy without 'unsafe-eval': Portico's compiled checks and
// Ajv's standalone output, each on the same payloads. Prints one JSON line.
import { pathToFileURL } from 'node:url'
import { validators } from '../../generated/blockchain-api/validators.js'
import { bestOpsPerSecond } from './ops-per-second.js'
import { benchmarkPayloads } from './payloads.js'

const standaloneFile = process.argv[2]
if (!standaloneFile) throw new Error('usage: restricted-run.ts <ajv standalone module>')
let evalRefused = false
try {
  // Probing that the flag is on: this is exactly what it must refuse.
  Reflect.construct(Function, ['return 1'])
} catch {
  evalRefused = true
}
const standalone: unknown = await import(pathToFileURL(standaloneFile).href)
const ajvCheck = (name: string) => {
  const validate: unknown = Reflect.get(Object(standalone), name)
  if (typeof validate !== 'function') throw new Error(`Ajv's standalone module has no ${name}`)
  return (value: unknown): unknown => Reflect.apply(validate, undefined, [value])
}
const { balance, history } = benchmarkPayloads()
const [porticoBalance, ajvBalance] = bestOpsPerSecond([
  () => validators.BalanceResponse.check(balance),
  ajvCheck('BalanceResponse').bind(undefined, balance),
])
const [porticoHistory, ajvHistory] = bestOpsPerSecond([
  () => validators.TransactionHistoryResponse.check(history),
  ajvCheck('TransactionHistoryResponse').bind(undefined, history),
])
console.log(
  JSON.stringify({
    evalRefused,
    portico: { balance: porticoBalance, history: porticoHistory },
    ajvStandalone: { balance: ajvBalance, history: ajvHistory },
  }),
)
