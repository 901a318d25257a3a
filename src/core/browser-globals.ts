/**
 * The page's `window` and `document` in a browser, to stand in for the ones the app did not pass:
 * injected-wallet discovery, page-hide flushing and tab following then work without being asked
 * for. On a server (SSR, Node) both are absent, and nothing global is read beyond a `typeof` check.
 */
export function browserGlobals(): { window?: Window & typeof globalThis; document?: Document } {
  return {
    ...(typeof window === 'undefined' ? {} : { window }),
    ...(typeof document === 'undefined' ? {} : { document }),
  }
}
