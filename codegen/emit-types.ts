import openapiTS, { astToString } from 'openapi-typescript'
import { documentTypes } from './document-types.js'
import type { OpenApiDocument } from './load-specs.js'

const options = {
  rootTypes: true,
  rootTypesNoSchemaPrefix: true,
  rootTypesKeepCasing: true,
  alphabetize: false,
  silent: true,
} as const

/**
 * TypeScript types for one OpenAPI document (paths, operations, components and a named alias per
 * schema), every exported name with TSDoc from the document.
 */
export async function emitTypes(document: OpenApiDocument, source: string): Promise<string> {
  return documentTypes(
    astToString(await openapiTS(JSON.stringify(document), options)),
    document,
    source,
  )
}
