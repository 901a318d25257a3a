import { PorticoError } from '../core/portico-error.js'
import type { PorticoCodedError, SdkErrorCategory } from '../core/errors.js'
import { codedErrorForStatus } from './coded-error-for-status.js'

const categoryOf = (status: number): SdkErrorCategory =>
  status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'INTERNAL_SDK_ERROR'

/**
 * A reply whose status is not ok. `body` is the reply only when it matched its declared schema;
 * `coded` is the spec's coded error the reply stands for (APKT007, APKT008, APKT010, ...), and
 * `category` the SDK error category (RATE_LIMITED, SERVER_ERROR for 5xx).
 */
export class HttpStatusError extends PorticoError {
  /** The class name, as logs show it. */
  override readonly name: string = 'HttpStatusError'
  /** The coded error the reply stands for, if any; its code is this error's `code`. */
  readonly coded: PorticoCodedError | undefined
  /** The SDK error category, for reporting. */
  readonly category: SdkErrorCategory

  /**
   * @param status - the reply's HTTP status
   * @param operationId - the operation that was called
   * @param body - the reply, when it matched its declared schema
   * @param options - the cause
   */
  constructor(
    /** The reply's HTTP status. */
    readonly status: number,
    /** The operation that was called. */
    readonly operationId: string,
    /** The reply, when it matched its declared schema; undefined otherwise. */
    readonly body: unknown,
    options?: { cause?: unknown },
  ) {
    const coded = codedErrorForStatus(status, body)
    super(`HTTP status code: ${status}`, { code: coded?.code, cause: options?.cause })
    this.coded = coded
    this.category = categoryOf(status)
  }
}
