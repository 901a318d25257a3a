import { createHash } from 'node:crypto'

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** Where the service's replies point for token and exchange images. */
export interface IconUrls {
  token: (symbol: string) => string
  exchange: (id: string) => string
}

/**
 * Token icons come from the devnet Project API's token images when its URL is known, else from
 * this service's own /icons route; exchange logos always come from /icons.
 */
export function createIconUrls(serviceUrl: string, projectApiUrl?: string): IconUrls {
  const own = (label: string) => `${serviceUrl}/icons/${encodeURIComponent(label)}.svg`
  return {
    token: (symbol) =>
      projectApiUrl === undefined
        ? own(symbol)
        : `${projectApiUrl}/public/getTokenImage/${encodeURIComponent(symbol)}`,
    exchange: own,
  }
}

/** A round badge with the first letters of the label, enough for a devnet list row. */
export function iconSvg(label: string): string {
  const text = escapeXml(label.slice(0, 4).toUpperCase())
  const hue = createHash('sha256').update(label).digest().readUInt16BE(0) % 360
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue}, 55%, 45%)"/>` +
    '<text x="32" y="34" dominant-baseline="middle" text-anchor="middle" fill="#fff" ' +
    `font-family="system-ui, sans-serif" font-weight="600" font-size="18">${text}</text></svg>`
  )
}
