import { Ajv2020 } from 'ajv/dist/2020.js'
import standaloneCode from 'ajv/dist/standalone/index.js'
import { Format } from 'typebox/format'
import { schemas } from '../../generated/blockchain-api/schemas.js'

export const BENCHMARKED = ['BalanceResponse', 'TransactionHistoryResponse'] as const
export type Benchmarked = (typeof BENCHMARKED)[number]

// In process both sides check formats with the same functions (typebox's), so the figures compare
// the validators, not two format libraries. Ajv's standalone output cannot carry format functions
// without a module that exports them, so there it skips formats: less work for Ajv, a harder
// comparison for Portico.
const newAjv = (source: boolean) => {
  const ajv = new Ajv2020({ strict: false, validateFormats: !source, code: { source, esm: true } })
  if (source) return ajv
  return ajv
    .addFormat('uri', { validate: Format.IsUri })
    .addFormat('date-time', { validate: Format.IsDateTime })
    .addFormat('uuid', { validate: Format.IsUuid })
    .addFormat('email', { validate: Format.IsEmail })
}

const refOf = (name: Benchmarked) => `blockchain#/components/schemas/${name}`

/** Ajv 8 compiled in this process (it builds its validators with `new Function`). */
export function ajvValidators(): Record<Benchmarked, (value: unknown) => boolean> {
  const ajv = newAjv(false).addSchema({ components: { schemas } }, 'blockchain')
  const compiled = (name: Benchmarked) => {
    const validate = ajv.compile({ $ref: refOf(name) })
    return (value: unknown): boolean => validate(value)
  }
  return {
    BalanceResponse: compiled('BalanceResponse'),
    TransactionHistoryResponse: compiled('TransactionHistoryResponse'),
  }
}

/** Ajv's standalone output for the same schemas: an ESM module exporting one check per name. */
export function ajvStandaloneModule(): string {
  const ajv = newAjv(true).addSchema({ components: { schemas } }, 'blockchain')
  for (const name of BENCHMARKED) ajv.addSchema({ $ref: refOf(name) }, name)
  return standaloneCode(ajv, Object.fromEntries(BENCHMARKED.map((name) => [name, name])))
}
