import { CODED_ERRORS, codedError, type CodedErrorInfo } from '../../core/errors.js'
import { isOriginAllowed } from '../../utils/origin.js'

export interface FrameOriginCheckDeps {
  /** The page's URL; without one (no page) there is nothing to check. */
  pageUrl: () => string | undefined
  /** The project's allowed origins (Project API getAllowedOrigins; empty when unknown). */
  getAllowedOrigins: () => Promise<string[]>
  showCodedError: (error: CodedErrorInfo) => void
}

/**
 * Run before the secure frame is created: the secure site serves its frame only to the origins
 * the project lists, so on a page it does not list the frame would never answer. APKT002 is shown
 * at once instead, and the login fails with it. An empty list (the spec reads any failure of the
 * route so) cannot tell, and lets the frame try.
 */
export function frameOriginCheck(deps: FrameOriginCheckDeps) {
  return async (): Promise<void> => {
    const pageUrl = deps.pageUrl()
    if (pageUrl === undefined) return
    const origins = await deps.getAllowedOrigins().catch((): string[] => [])
    if (origins.length === 0 || isOriginAllowed(new URL(pageUrl).origin, origins)) return
    deps.showCodedError(CODED_ERRORS.INVALID_APP_CONFIGURATION)
    throw codedError('INVALID_APP_CONFIGURATION')
  }
}
