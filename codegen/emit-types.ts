import openapiTS, { astToString } from 'openapi-typescript'
import type { OpenApiDocument } from './load-specs.js'

/** TypeScript types for one OpenAPI document (paths, operations, components and a named alias per schema). */
export async function emitTypes(document: OpenApiDocument): Promise<string> {
  const ast = await openapiTS(JSON.stringify(document), {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    rootTypesKeepCasing: true,
    alphabetize: false,
    silent: true,
  })
  return astToString(ast)
}
