import { readFile } from 'node:fs/promises'
import { emitConst } from './emit-data.js'
import { emitClient } from './emit-client.js'
import { emitTypes } from './emit-types.js'
import { emitCheckModules } from './emit-checks.js'
import {
  emitFrameValidators,
  emitOpenApiValidators,
  frameCheckEntries,
  openApiCheckEntries,
} from './emit-validators.js'
import { frameAsOpenApi } from './frame-as-openapi.js'
import { frameEventsTable } from './frame-events-table.js'
import { header } from './header.js'
import { loadSpecs } from './load-specs.js'
import { operationsTable } from './operations-table.js'

const template = (name: string): URL => new URL(`./templates/${name}`, import.meta.url)

/** Every file of generated/, keyed by its path relative to generated/, built from specsDir. */
export async function generateAll(specsDir: string): Promise<Map<string, string>> {
  const { openApi, frame } = await loadSpecs(specsDir)
  const files = new Map<string, string>()
  const add = (path: string, source: string, body: string): void => {
    files.set(path, header(source) + body)
  }

  for (const name of [
    'validator-runtime.ts',
    'operation-entry.ts',
    'client-runtime.ts',
    'check-runtime.ts',
  ]) {
    add(name, `codegen/templates/${name}`, await readFile(template(name), 'utf8'))
  }

  for (const { name, source, document } of openApi) {
    const operations = operationsTable(document, source)
    const schemas = document.components?.schemas ?? {}
    add(`${name}/types.ts`, source, await emitTypes(document, source))
    add(
      `${name}/schemas.ts`,
      source,
      emitConst(
        'schemas',
        schemas,
        'The schemas of components/schemas, as the contract states them.',
      ),
    )
    const entryType = {
      type: 'Record<string, OperationEntry>',
      imports: 'OperationEntry',
      from: '../operation-entry.js',
    }
    add(
      `${name}/operations.ts`,
      source,
      emitConst(
        'operations',
        operations,
        'Every operation by its operationId: method, path, summary, parameters, body and replies.',
        entryType,
      ),
    )
    add(`${name}/client.ts`, source, emitClient(operations))
    const entries = openApiCheckEntries(Object.keys(schemas), operations)
    const root = { components: { schemas }, operations }
    for (const [path, text] of emitCheckModules(root, [
      ...entries.schemas,
      ...entries.parameters,
    ])) {
      add(`${name}/${path}`, source, text)
    }
    add(`${name}/validators.ts`, source, emitOpenApiValidators(Object.keys(schemas), operations))
    add(
      `${name}/index.ts`,
      source,
      [
        `export type * from './types.js'`,
        `export { bindOperations } from './client.js'`,
        `export type { paths as clientPaths } from './client.js'`,
        `export { operations } from './operations.js'`,
        `export { schemas } from './schemas.js'`,
        `export { parameterValidators, validators } from './validators.js'`,
        '',
      ].join('\n'),
    )
  }

  const definitionNames = Object.keys(frame.document.$defs)
  add('frame-messages/types.ts', frame.source, await emitTypes(frameAsOpenApi(frame), frame.source))
  add(
    'frame-messages/schema.ts',
    frame.source,
    emitConst(
      'frameMessages',
      frame.document,
      'The frame messages contract (JSON Schema), as written.',
    ),
  )
  add(
    'frame-messages/events.ts',
    frame.source,
    emitConst(
      'frameEvents',
      frameEventsTable(frame.document.$defs, frame.source),
      'The frame events: requests (APP_*), their replies, standalone events and wire names both ways.',
    ),
  )
  for (const [path, text] of emitCheckModules(frame.document, frameCheckEntries(definitionNames))) {
    add(`frame-messages/${path}`, frame.source, text)
  }
  add('frame-messages/validators.ts', frame.source, emitFrameValidators(definitionNames))
  add(
    'frame-messages/index.ts',
    frame.source,
    [
      `export type * from './types.js'`,
      `export { frameEvents } from './events.js'`,
      `export { frameMessages } from './schema.js'`,
      `export { validators } from './validators.js'`,
      '',
    ].join('\n'),
  )
  return files
}
