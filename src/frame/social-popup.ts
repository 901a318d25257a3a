import { POPUP_POLL_MS } from '../core/constants.js'
import type { FrameLogger } from './frame-logger.js'
import type { MessageEventListener, MessageWindow } from './frame-transport.js'

/** The popup's size on the secure wallet site (spec §7). */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const

export const SOCIAL_POPUP_ERRORS = {
  closed: 'Popup closed',
  /** The browser refused to open the popup (a popup blocker). */
  notOpened: 'Failed to initiate social connection',
  untrustedOrigin: 'Untrusted Origin',
  /** A result from the right origin but another window (another tab of the secure site). */
  untrustedSource: 'Untrusted Source',
} as const

const POPUP_TARGET = 'portico-social-login'
const POPUP_FEATURES = `width=${SOCIAL_POPUP_SIZE.width},height=${SOCIAL_POPUP_SIZE.height},scrollbars=yes`

/** The parts of a popup window used here; a real WindowProxy fits. */
export interface PopupWindow {
  readonly closed: boolean
  readonly location: { href: string }
  close: () => void
}

/** The page's window: it opens the popup and hears its result message. */
export interface PopupHost extends MessageWindow {
  open: (url: string, target: string, features: string) => PopupWindow | null
}

export interface SocialPopupOptions {
  host: PopupHost
  /** Result messages are taken only from this origin, the secure wallet site's, and the popup. */
  trustedOrigin: string
  /**
   * Where the popup starts. Omit it to open a blank popup inside the click handler and navigate()
   * once the redirect URI is known, so a popup blocker does not see a popup opened after an await.
   */
  url?: string
  logger?: FrameLogger
}

export interface SocialPopup {
  /** The browser refused the popup (window.open answered null): `result` rejects at once. */
  readonly blocked: boolean
  /** Resolves with the URI the secure site reports; rejects with 'Popup closed'. */
  readonly result: Promise<string>
  navigate: (url: string) => void
  /** Closes the popup; a result still awaited rejects with 'Popup closed'. */
  close: () => void
}

/** The secure site's message to its opener: `{ resultUri }`. It is not in frame-messages.json. */
function resultUriOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('resultUri' in data)) return undefined
  return typeof data.resultUri === 'string' ? data.resultUri : undefined
}

/**
 * Opens the social-login popup and waits for its result. Whether the popup was closed is checked
 * every second, since a cross-origin popup reports closing in no other way.
 */
export function openSocialPopup(options: SocialPopupOptions): SocialPopup {
  const { host, trustedOrigin, logger = console } = options
  const popup = host.open(options.url ?? 'about:blank', POPUP_TARGET, POPUP_FEATURES)
  let settle: { resolve: (uri: string) => void; reject: (error: Error) => void } | undefined
  const result = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject }
  })

  let poll: ReturnType<typeof setInterval> | undefined
  const finish = (outcome: { uri: string } | { error: Error }): void => {
    clearInterval(poll)
    host.removeEventListener('message', handleMessage)
    if ('uri' in outcome) settle?.resolve(outcome.uri)
    else settle?.reject(outcome.error)
    settle = undefined
  }

  const handleMessage: MessageEventListener = (event) => {
    const uri = resultUriOf(event.data)
    if (uri === undefined || !event.isTrusted) return
    if (event.origin !== trustedOrigin) {
      logger.warn(SOCIAL_POPUP_ERRORS.untrustedOrigin, { origin: event.origin })
      return
    }
    // Only the popup this call opened may answer it, not any window of the secure site's origin.
    if (popup === null || event.source !== popup) {
      logger.warn(SOCIAL_POPUP_ERRORS.untrustedSource, { origin: event.origin })
      return
    }
    finish({ uri })
    popup.close()
  }

  if (popup === null) {
    finish({ error: new Error(SOCIAL_POPUP_ERRORS.notOpened) })
  } else {
    host.addEventListener('message', handleMessage)
    poll = setInterval(() => {
      if (popup.closed) finish({ error: new Error(SOCIAL_POPUP_ERRORS.closed) })
    }, POPUP_POLL_MS)
  }

  return {
    blocked: popup === null,
    result,
    navigate: (url) => {
      if (popup !== null && !popup.closed) popup.location.href = url
    },
    close: () => {
      finish({ error: new Error(SOCIAL_POPUP_ERRORS.closed) })
      popup?.close()
    },
  }
}
