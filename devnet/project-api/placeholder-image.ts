import { createHash } from 'node:crypto'

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** A colour picked by the id's hash: the same id always gets the same colour, neighbours differ. */
function colourOf(seed: string): string {
  const digest = createHash('sha256').update(seed).digest()
  const hue = digest.readUInt16BE(0) % 360
  const lightness = 32 + (digest.readUInt8(2) % 12)
  return `hsl(${hue}, 62%, ${lightness}%)`
}

/**
 * A rounded square in a colour derived from `seed`, with `label` (a few letters) in the middle.
 * Deterministic, so screenshots and snapshots of the modal stay stable.
 */
export function placeholderSvg(seed: string, label: string): Uint8Array {
  const fontSize = label.length <= 2 ? 40 : label.length === 3 ? 30 : 24
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="24" fill="${colourOf(seed)}"/>` +
    `<text x="48" y="50" dominant-baseline="middle" text-anchor="middle" fill="#ffffff" ` +
    `font-family="system-ui, sans-serif" font-weight="600" font-size="${fontSize}">` +
    `${escapeXml(label)}</text></svg>`
  return new TextEncoder().encode(svg)
}
