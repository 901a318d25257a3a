import { SOCIAL_RESULT_FRAGMENT } from '../../frame/social-result-fragment.js'
import type { SocialReturnDeps } from './social-return-finish.js'

/**
 * A social login the page left for (popups blocked in a webview) and came back from: the result is
 * in the page's fragment, and the login is finished through the usual connect, so the page comes
 * back connected. The rest of the code arrives only on such a return.
 */
export function resumeSocialLogin(deps: SocialReturnDeps): void {
  if (typeof location === 'undefined' || !location.hash.startsWith(SOCIAL_RESULT_FRAGMENT)) {
    return
  }
  import('./social-return-finish.js')
    .then(({ finishSocialLogin }) => finishSocialLogin(deps))
    .catch((error: unknown) => {
      deps.warn('Finishing the social login the page came back from failed', error)
    })
}
