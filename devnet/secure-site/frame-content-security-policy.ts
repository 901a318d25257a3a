/**
 * The /frame page's policy: only its own script and API (the keys never leave this origin), no
 * plugins, base or form targets, and only the allowed parents may embed it.
 */
export function frameContentSecurityPolicy(allowedParentOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${allowedParentOrigins.join(' ')}`,
  ].join('; ')
}
