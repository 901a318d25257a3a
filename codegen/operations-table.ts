import { isRecord } from '../src/utils/is-record.js'
import type { OpenApiDocument } from './load-specs.js'
import type { BodyEntry, OperationEntry } from './templates/operation-entry.js'

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'] as const

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends object ? Mutable<T[K]> : T[K] }
type Entry = Mutable<OperationEntry>
type ParameterObjectSchema = Entry['parameters']['path']

// Array.isArray narrows to any[]; mapping through unknown keeps the elements unknown.
const listOf = (value: unknown): unknown[] =>
  Array.isArray(value) ? value.map((element: unknown) => element) : []

const componentsPrefix = '#/components/schemas/'

function schemaName(schema: unknown, where: string): string | null {
  if (!isRecord(schema)) return null
  const ref = schema.$ref
  if (typeof ref === 'string' && ref.startsWith(componentsPrefix))
    return ref.slice(componentsPrefix.length)
  if (schema.type === 'string' && (schema.format === 'binary' || 'contentMediaType' in schema))
    return null
  throw new Error(`${where}: a body schema must be a $ref to ${componentsPrefix}<Name> (or binary)`)
}

function bodyEntry(content: unknown, where: string): Mutable<BodyEntry> {
  if (!isRecord(content)) return { schema: null, contentTypes: [] }
  const names = new Set<string | null>()
  for (const [type, media] of Object.entries(content)) {
    names.add(isRecord(media) ? schemaName(media.schema, `${where} ${type}`) : null)
  }
  if (names.size > 1) throw new Error(`${where}: every content type must share one schema`)
  return { schema: [...names][0] ?? null, contentTypes: Object.keys(content) }
}

function resolveParameter(
  document: OpenApiDocument,
  parameter: unknown,
  where: string,
): Record<string, unknown> {
  if (isRecord(parameter) && typeof parameter.$ref === 'string') {
    const name = parameter.$ref.replace('#/components/parameters/', '')
    const resolved = document.components?.parameters?.[name]
    if (!isRecord(resolved)) throw new Error(`${where}: unknown parameter ${parameter.$ref}`)
    return resolved
  }
  if (!isRecord(parameter)) throw new Error(`${where}: a parameter must be an object`)
  return parameter
}

function parameterSchemas(
  document: OpenApiDocument,
  list: unknown[],
  where: string,
): OperationEntry['parameters'] {
  const empty = (): ParameterObjectSchema => ({
    type: 'object',
    properties: {},
    required: [],
    additionalProperties: false,
  })
  const result = { path: empty(), query: empty() }
  for (const raw of list) {
    const parameter = resolveParameter(document, raw, where)
    const location = parameter.in
    const name = parameter.name
    if (typeof name !== 'string' || (location !== 'path' && location !== 'query')) {
      throw new Error(`${where}: only named path and query parameters are supported`)
    }
    const target = result[location]
    target.properties[name] = parameter.schema ?? {}
    if (parameter.required === true) target.required.push(name)
  }
  return result
}

function jsonRpcMethods(value: unknown, where: string): Entry['jsonRpcMethods'] {
  if (value === undefined) return null
  if (!isRecord(value)) throw new Error(`${where}: x-json-rpc-methods must be an object`)
  const methods: Record<string, { params: string; result: string }> = {}
  for (const [method, entry] of Object.entries(value)) {
    const params = isRecord(entry) ? schemaName(entry.params, `${where} ${method} params`) : null
    const result = isRecord(entry) ? schemaName(entry.result, `${where} ${method} result`) : null
    if (!params || !result) throw new Error(`${where}: ${method} needs params and result $refs`)
    methods[method] = { params, result }
  }
  return methods
}

/** operationId -> method, path, parameters, request and response schema names, read from one document. */
export function operationsTable(
  document: OpenApiDocument,
  source: string,
): Record<string, OperationEntry> {
  const table: Record<string, OperationEntry> = {}
  for (const [path, item] of Object.entries(document.paths)) {
    const shared = listOf(item.parameters)
    for (const method of httpMethods) {
      const operation = item[method]
      if (!isRecord(operation)) continue
      const where = `${source} ${method.toUpperCase()} ${path}`
      const { operationId } = operation
      if (typeof operationId !== 'string') throw new Error(`${where}: missing operationId`)
      if (operationId in table) throw new Error(`${where}: duplicate operationId ${operationId}`)
      const own = listOf(operation.parameters)
      const body = isRecord(operation.requestBody) ? operation.requestBody : null
      const responses: Record<string, Mutable<BodyEntry>> = {}
      for (const [status, response] of Object.entries(
        isRecord(operation.responses) ? operation.responses : {},
      )) {
        responses[status] = bodyEntry(
          isRecord(response) ? response.content : undefined,
          `${where} ${status}`,
        )
      }
      const tags = listOf(operation.tags)
      table[operationId] = {
        operationId,
        method,
        path,
        tag: typeof tags[0] === 'string' ? tags[0] : 'default',
        summary: typeof operation.summary === 'string' ? operation.summary : '',
        parameters: parameterSchemas(document, [...shared, ...own], where),
        requestBody: body
          ? { ...bodyEntry(body.content, `${where} body`), required: body.required === true }
          : null,
        responses,
        jsonRpcMethods: jsonRpcMethods(operation['x-json-rpc-methods'], where),
      }
    }
  }
  return table
}
