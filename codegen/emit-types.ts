import openapiTS, { astToString } from 'openapi-typescript'
import ts from 'typescript'
import { isRecord } from './is-record.js'
import type { OpenApiDocument } from './load-specs.js'

const options = {
  rootTypes: true,
  rootTypesNoSchemaPrefix: true,
  rootTypesKeepCasing: true,
  alphabetize: false,
  silent: true,
} as const

/** TypeScript types for one OpenAPI document (paths, operations, components and a named alias per schema). */
export async function emitTypes(document: OpenApiDocument): Promise<string> {
  return astToString(await openapiTS(JSON.stringify(document), options))
}

const withoutParameters = (
  document: OpenApiDocument,
  refs: ReadonlySet<string>,
): OpenApiDocument => {
  const keep = (parameter: unknown): boolean =>
    !(isRecord(parameter) && typeof parameter.$ref === 'string' && refs.has(parameter.$ref))
  const paths: OpenApiDocument['paths'] = {}
  for (const [path, item] of Object.entries(document.paths)) {
    paths[path] = Object.fromEntries(
      Object.entries(item).map(([key, operation]) => [
        key,
        isRecord(operation) && Array.isArray(operation.parameters)
          ? { ...operation, parameters: operation.parameters.filter(keep) }
          : operation,
      ]),
    )
  }
  return { ...document, paths }
}

/**
 * The `paths` and `operations` a client sees: the parameters its middleware adds to every call
 * (projectId, st, sv) are left out, so callers never pass them. Schemas come from ./types.js.
 */
export async function emitClientTypes(
  document: OpenApiDocument,
  addedByClient: readonly string[],
): Promise<string> {
  const refs = new Set(addedByClient.map((name) => `#/components/parameters/${name}`))
  const nodes = await openapiTS(JSON.stringify(withoutParameters(document, refs)), options)
  const kept = nodes.filter(
    (node) => ts.isInterfaceDeclaration(node) && ['paths', 'operations'].includes(node.name.text),
  )
  return `import type { components } from './types.js'\n\n${astToString(kept)}`
}
