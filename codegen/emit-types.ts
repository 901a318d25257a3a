import openapiTS, { astToString } from 'openapi-typescript'
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
