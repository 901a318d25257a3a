import type { CheckEntry } from './emit-checks.js'
import type { OperationEntry } from './templates/operation-entry.js'

interface ValidatorLine extends CheckEntry {
  /** The TypeScript type the validator narrows to. */
  type: string
}

const line = ({ key, type, ref }: ValidatorLine, index: number, root: string): string =>
  `  ${JSON.stringify(key)}: standaloneValidator<${type}>(${JSON.stringify(key)}, checks.check${String(index)}, ${root}, ${JSON.stringify(ref)}),`

const schemaLine = (name: string, pointer: string): ValidatorLine => {
  const type = `components['schemas'][${JSON.stringify(name)}]`
  return { key: name, type, ref: `${pointer}${name}`, guard: type }
}

/** Every schema and parameter set of an OpenAPI document, in the order of its checks module. */
export function openApiCheckEntries(
  schemaNames: string[],
  operations: Record<string, OperationEntry>,
): { schemas: ValidatorLine[]; parameters: ValidatorLine[] } {
  const parameters = Object.values(operations).flatMap(({ operationId, parameters: sets }) =>
    (['path', 'query'] as const)
      .filter((location) => Object.keys(sets[location].properties).length > 0)
      .map((location) => ({
        key: `${operationId}.${location}`,
        type: `NonNullable<operations[${JSON.stringify(operationId)}]['parameters'][${JSON.stringify(location)}]>`,
        ref: `#/operations/${operationId}/parameters/${location}`,
      })),
  )
  return {
    schemas: schemaNames.map((name) => schemaLine(name, '#/components/schemas/')),
    parameters,
  }
}

/** Validators for every named schema of an OpenAPI document, and for each operation's parameters. */
export function emitOpenApiValidators(
  schemaNames: string[],
  operations: Record<string, OperationEntry>,
): string {
  const { schemas, parameters } = openApiCheckEntries(schemaNames, operations)
  return [
    `import { standaloneValidator } from '../validator-runtime.js'`,
    `import * as checks from './checks.js'`,
    `import { operations as operationTable } from './operations.js'`,
    `import { schemas } from './schemas.js'`,
    `import type { components, operations } from './types.js'`,
    '',
    `// The schemas themselves serve only to explain a failure (errors()); check() runs the compiled code.`,
    `const root = { components: { schemas }, operations: operationTable }`,
    '',
    `/** One validator per schema under components/schemas. */`,
    `export const validators = {`,
    ...schemas.map((entry, index) => line(entry, index, 'root')),
    `}`,
    '',
    `/** The path and query parameters of each operation, keyed '<operationId>.<path|query>'. */`,
    `export const parameterValidators = {`,
    ...parameters.map((entry, index) => line(entry, schemas.length + index, 'root')),
    `}`,
    '',
  ].join('\n')
}

/** Every definition of frame-messages.json, in the order of its checks module. */
export const frameCheckEntries = (definitionNames: string[]): ValidatorLine[] =>
  definitionNames.map((name) => schemaLine(name, '#/$defs/'))

/** Validators for every event of frame-messages.json, plus the AppEvent and FrameEvent unions. */
export function emitFrameValidators(definitionNames: string[]): string {
  return [
    `import { standaloneValidator } from '../validator-runtime.js'`,
    `import * as checks from './checks.js'`,
    `import { frameMessages } from './schema.js'`,
    `import type { components } from './types.js'`,
    '',
    `/** One validator per definition under $defs. */`,
    `export const validators = {`,
    ...frameCheckEntries(definitionNames).map((entry, index) =>
      line(entry, index, 'frameMessages'),
    ),
    `}`,
    '',
  ].join('\n')
}
