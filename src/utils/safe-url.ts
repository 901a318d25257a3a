/**
 * Where a URL from a service becomes a link, a navigation or an image: a service (the wallet
 * registry, the Blockchain API) is not trusted to send only harmless URLs, so each one is parsed
 * and kept only when its scheme can neither run script in the page's origin nor reach the local
 * machine. `https:` always; `http:` only on the loopback (the devnet's services and pages).
 */

/** Schemes that run script, carry their own document or reach local files: never followed. */
const FORBIDDEN_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:'])
/** A wallet's own scheme as URL parses it: a letter, then letters, digits, '+', '-' or '.'. */
const CUSTOM_SCHEME = /^[a-z][a-z0-9+.-]*:$/

/** 127.0.0.0/8, localhost and [::1]: the machine itself, where the devnet serves. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

function parse(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value.trim())
  } catch {
    return undefined
  }
}

function isWebUrl(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
}

/** Warns once about the refused value; answers no URL. */
function refused(field: string, value: unknown): string | undefined {
  console.warn(`Portico: ignored the ${field} URL from the service: not https (or loopback http)`, {
    value,
  })
  return undefined
}

/**
 * A page or checkout URL to link to or navigate to: the parsed URL's text when it is https (or
 * loopback http); otherwise undefined, with one warning naming the field.
 */
export function safeWebUrl(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined
  const url = parse(value)
  return url && isWebUrl(url) ? url.href : refused(field, value)
}

/**
 * A wallet's deep link base: a web URL as safeWebUrl takes it, or the wallet's own scheme
 * (`metamask:`, `rainbow://`), never one that runs script or opens a document or a file.
 */
export function safeDeepLinkBase(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') return refused(field, value)
  const base = value.trim()
  const url = parse(base) ?? parse(`${base.replace(/[:/]+$/, '')}://`)
  if (url === undefined) return refused(field, value)
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return isWebUrl(url) ? base : refused(field, value)
  const custom = CUSTOM_SCHEME.test(url.protocol) && !FORBIDDEN_SCHEMES.has(url.protocol)
  return custom ? base : refused(field, value)
}

/**
 * An image source: https (or loopback http), or a `data:image/` URL. An image is only ever an
 * <img> source, which runs no script even for SVG and is never navigated to, and wallets announce
 * their icons as data images (EIP-6963); any other scheme (a `javascript:` or `file:` source, a
 * `data:text/html`) is dropped.
 */
export function safeImageUrl(value: unknown, field: string): string | undefined {
  if (value === undefined || value === '') return undefined
  if (typeof value === 'string' && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value.trim()))
    return value.trim()
  return safeWebUrl(value, field)
}
