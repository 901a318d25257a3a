/** What one openapi-fetch call resolves to, as the generated bindings hand it on. */
export interface FetchResult<Data> {
  data?: Data
  error?: unknown
  response: Response
}

/** Turns a call into its reply body, or throws; the hand-written client implements it. */
export type Settle = <Data>(operationId: string, call: Promise<FetchResult<Data>>) => Promise<Data>

/** As Settle, for operations whose success may carry no content (204). */
export type SettleOptional = <Data>(
  operationId: string,
  call: Promise<FetchResult<Data>>,
) => Promise<Data | undefined>

/** The query parameters the clients' middleware adds to every call, so callers never pass them. */
type AddedByClient = 'projectId' | 'st' | 'sv'

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T]

/** An operation's parameters without the added ones; `query` stays required only if something in it is. */
type ClientParameters<P> = P extends { query?: infer Query }
  ? [NonNullable<Query>] extends [never]
    ? P
    : Omit<P, 'query'> &
        ([RequiredKeys<Omit<NonNullable<Query>, AddedByClient>>] extends [never]
          ? { query?: Omit<NonNullable<Query>, AddedByClient> }
          : { query: Omit<NonNullable<Query>, AddedByClient> })
  : P

type ClientOperation<Operation> = Operation extends { parameters: infer P }
  ? Omit<Operation, 'parameters'> & { parameters: ClientParameters<P> }
  : Operation

/** The `paths` a client sees: every operation as generated, less the parameters its middleware adds. */
export type ClientPaths<Paths> = {
  [Path in keyof Paths]: { [Method in keyof Paths[Path]]: ClientOperation<Paths[Path][Method]> }
}
