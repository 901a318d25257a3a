/** The shape of one row of a generated operations table (generated/<api>/operations.ts). */

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch'

/** The object schema that the parameters of one location (path or query) form together. */
export interface ParameterObjectSchema {
  readonly type: 'object'
  readonly properties: Readonly<Record<string, unknown>>
  readonly required: readonly string[]
  readonly additionalProperties: false
}

export interface BodyEntry {
  /** Name of the schema under components/schemas; null for a binary body or no content. */
  readonly schema: string | null
  /** Empty when the reply has no content (204). */
  readonly contentTypes: readonly string[]
}

export interface OperationEntry {
  readonly operationId: string
  readonly method: HttpMethod
  readonly path: string
  readonly tag: string
  readonly summary: string
  readonly parameters: {
    readonly path: ParameterObjectSchema
    readonly query: ParameterObjectSchema
  }
  readonly requestBody: (BodyEntry & { readonly required: boolean }) | null
  readonly responses: Readonly<Record<string, BodyEntry>>
  readonly jsonRpcMethods: Readonly<
    Record<string, { readonly params: string; readonly result: string }>
  > | null
}
