import { SdkError } from '../../core/errors.js'
import { HttpStatusError } from '../http-status-error.js'
import type { ProjectOperations } from './project-operations.js'

/**
 * The allowed origins, with the spec's mapping (section 8): 429 raises RATE_LIMITED, 500-599
 * raises SERVER_ERROR, and any other failure answers an empty list.
 */
export const createOriginsApi = (operations: ProjectOperations) => ({
  getAllowedOrigins: async (): Promise<string[]> => {
    try {
      return (await operations.getAllowedOrigins()).allowedOrigins
    } catch (error) {
      const status = error instanceof HttpStatusError ? error.status : 0
      if (status === 429) throw new SdkError('RATE_LIMITED', 'RATE_LIMITED', { cause: error })
      if (status >= 500 && status <= 599)
        throw new SdkError('SERVER_ERROR', 'SERVER_ERROR', { cause: error })
      return []
    }
  },
})
