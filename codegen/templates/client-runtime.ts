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
