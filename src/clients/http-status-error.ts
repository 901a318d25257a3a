import type { PorticoCodedError, SdkErrorCategory } from '../core/errors.js'
import { codedErrorForStatus } from './coded-error-for-status.js'

const categoryOf = (status: number): SdkErrorCategory =>
  status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'INTERNAL_SDK_ERROR'

/**
 * A reply whose status is not ok. `body` is the reply only when it matched its declared schema;
 * `coded` is the spec's coded error the reply stands for (APKT007, APKT008, APKT010, ...), and
 * `category` the SDK error category (RATE_LIMITED, SERVER_ERROR for 5xx).
 */
export class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError'
  readonly coded: PorticoCodedError | undefined
  readonly category: SdkErrorCategory

  constructor(
    readonly status: number,
    readonly operationId: string,
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    super(`HTTP status code: ${status}`, options)
    this.coded = codedErrorForStatus(status, body)
    this.category = categoryOf(status)
  }
}
