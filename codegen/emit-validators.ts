import type { OperationEntry } from './templates/operation-entry.js'

const line = (name: string, type: string, ref: string, root = 'root'): string =>
  `  ${JSON.stringify(name)}: compileValidator<${type}>(${JSON.stringify(name)}, ${root}, ${JSON.stringify(ref)}),`

/** Validators for every named schema of an OpenAPI document, and for each operation's parameters. */
export function emitOpenApiValidators(
  schemaNames: string[],
  operations: Record<string, OperationEntry>,
): string {
  const parameterLines = Object.values(operations).flatMap(({ operationId, parameters }) =>
    (['path', 'query'] as const)
      .filter((location) => Object.keys(parameters[location].properties).length > 0)
      .map((location) => {
        const key = `${operationId}.${location}`
        const type = `NonNullable<operations[${JSON.stringify(operationId)}]['parameters'][${JSON.stringify(location)}]>`
        return line(key, type, `#/operations/${operationId}/parameters/${location}`)
      }),
  )
  return [
    `import { compileValidator } from '../validator-runtime.js'`,
    `import { operations as operationTable } from './operations.js'`,
    `import { schemas } from './schemas.js'`,
    `import type { components, operations } from './types.js'`,
    '',
    `const root = { components: { schemas }, operations: operationTable }`,
    '',
    `/** One validator per schema under components/schemas. */`,
    `export const validators = {`,
    ...schemaNames.map((name) =>
      line(name, `components['schemas'][${JSON.stringify(name)}]`, `#/components/schemas/${name}`),
    ),
    `}`,
    '',
    `/** The path and query parameters of each operation, keyed '<operationId>.<path|query>'. */`,
    `export const parameterValidators = {`,
    ...parameterLines,
    `}`,
    '',
  ].join('\n')
}

/** Validators for every event of frame-messages.json, plus the AppEvent and FrameEvent unions. */
export function emitFrameValidators(definitionNames: string[]): string {
  return [
    `import { compileValidator } from '../validator-runtime.js'`,
    `import { frameMessages } from './schema.js'`,
    `import type { components } from './types.js'`,
    '',
    `/** One validator per definition under $defs. */`,
    `export const validators = {`,
    ...definitionNames.map((name) =>
      line(
        name,
        `components['schemas'][${JSON.stringify(name)}]`,
        `#/$defs/${name}`,
        'frameMessages',
      ),
    ),
    `}`,
    '',
  ].join('\n')
}
