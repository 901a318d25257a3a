/** The iframe and messaging messages of the spec's error catalogue (§8), word for word. */
export const FRAME_ERRORS = {
  /** The iframe element reported a load error. */
  loadFailed: 'Unable to load email login dependency',
  /** A frame error reply carried no message. */
  defaultReply: 'An error occurred',
  /** A pending RPC request was aborted. */
  requestAborted: 'Request was aborted',
  /** Any other pending request was aborted. */
  somethingWentWrong: 'Something went wrong',
  /** The page posted while the iframe was missing (never created, removed or destroyed). */
  iframeNotSet: 'W3mFrame: iframe is not set',
  /** The frame side posted while it was not embedded in a parent page. */
  parentNotSet: 'W3mFrame: parent is not set',
} as const

/** Timeout events handed to the timeout handler (spec §8). */
export type FrameTimeoutEvent = 'iframe_load_failed' | 'iframe_request_timeout'
