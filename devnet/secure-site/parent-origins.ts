/** Loopback origins on any port: where the devnet playground and test pages run. */
export const DEFAULT_PARENT_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'] as const

/** An origin pattern is an exact origin or one whose port is `*`. */
export function isAllowedOrigin(origin: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin
    const prefix = pattern.slice(0, -1)
    return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length))
  })
}
