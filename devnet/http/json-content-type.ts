/**
 * Why a request body's Content-Type is not one the operation takes (application/json unless the
 * spec declares more), or undefined when it is.
 */
export function jsonContentTypeProblem(
  contentType: string | undefined,
  accepted: readonly string[] = ['application/json'],
): string | undefined {
  const expected = accepted.join(' or ')
  if (contentType === undefined) return `Content-Type must be ${expected} (none was sent)`
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? ''
  return accepted.includes(mediaType)
    ? undefined
    : `Content-Type must be ${expected}, not ${contentType}`
}
