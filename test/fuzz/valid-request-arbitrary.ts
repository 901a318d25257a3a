import fc from 'fast-check'
import { DEVNET_PROJECT_ID } from '../../devnet/devnet-project-id.js'
import type { OperationEntry } from '../../generated/operation-entry.js'
import { schemaArbitrary } from './schema-arbitrary.js'
import type { FuzzRequest } from './spec-request-arbitrary.js'

interface Check {
  check: (value: unknown) => boolean
}

/** What the generated code of one OpenAPI document offers (generated/<api>/index.ts). */
export interface SpecApi {
  operations: Readonly<Record<string, OperationEntry>>
  schemas: Readonly<Record<string, unknown>>
  validators: Readonly<Record<string, Check>>
  parameterValidators: Readonly<Record<string, Check>>
}

/** A query or path value as a URL carries it. */
const text = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/**
 * Requests for every operation of an API that its own validators accept: path, query and body
 * generated from the operation's schemas (with the devnet's project id), so a new operation gets
 * valid requests with no new test code. Each is checked as the server checks it before it is used.
 */
export function validRequestArbitrary(api: SpecApi): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    ...Object.values(api.operations).map((operation) => {
      const { operationId, parameters, requestBody } = operation
      const accepts = (location: 'path' | 'query', value: unknown): boolean =>
        api.parameterValidators[`${operationId}.${location}`]?.check(value) ?? true
      const bodySchema = requestBody?.schema ?? null
      const body =
        bodySchema === null
          ? fc.constant(undefined)
          : schemaArbitrary(api.schemas[bodySchema], api.schemas).filter(
              (value) => api.validators[bodySchema]?.check(value) ?? false,
            )
      const query = schemaArbitrary(parameters.query, api.schemas).map((value) =>
        'projectId' in parameters.query.properties && typeof value === 'object' && value !== null
          ? { ...value, projectId: DEVNET_PROJECT_ID }
          : value,
      )
      return fc
        .record({ path: schemaArbitrary(parameters.path, api.schemas), query, body })
        .filter(({ path, query }) => accepts('path', path) && accepts('query', query))
        .map(({ path, query, body }): FuzzRequest => {
          const pathValues = new Map(Object.entries(path ?? {}))
          const target = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
            encodeURIComponent(text(pathValues.get(name))),
          )
          const search = new URLSearchParams(
            Object.entries(query ?? {}).map(([name, value]): [string, string] => [
              name,
              text(value),
            ]),
          ).toString()
          return {
            operationId,
            method: operation.method.toUpperCase(),
            target: search === '' ? target : `${target}?${search}`,
            contentType: body === undefined ? undefined : 'application/json',
            body: body === undefined ? undefined : JSON.stringify(body),
          }
        })
    }),
  )
}
