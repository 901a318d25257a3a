/**
 * True when the origin equals an allowed entry or matches a wildcard entry. A '*' stands for one
 * or more characters within a host label run or a port, never a '/' or ':', so
 * 'https://*.example.com' admits 'https://app.example.com' and 'http://localhost:*' admits
 * 'http://localhost:3000', while neither can be stretched over another host or port.
 */
export function isOriginAllowed(origin: string, allowedPatterns: readonly string[]): boolean {
  const normalized = normalizeOrigin(origin)
  if (normalized === undefined) return false
  return allowedPatterns.some((pattern) =>
    pattern.includes('*')
      ? wildcardToRegExp(pattern).test(normalized)
      : normalizeOrigin(pattern) === normalized,
  )
}

function normalizeOrigin(value: string): string | undefined {
  try {
    const { origin } = new URL(value)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .toLowerCase()
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  return new RegExp(`^${escaped.join('[^/:]+')}$`)
}
