import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { encode } from 'uqr'
import { describe, expect, it } from 'vitest'
import { QrCode } from '../../../../src/ui/parts/QrCode.js'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn'

describe('QrCode', () => {
  it('draws every dark module of the code as SVG, with no markup string and no style attribute', () => {
    const html = renderToString(createElement(QrCode, { value: URI, label: 'QR code' }))
    const { data, size } = encode(URI, { ecc: 'M', border: 1 })
    expect(html).toContain(`viewBox="0 0 ${String(size)} ${String(size)}"`)
    expect(html).toContain('role="img"')
    expect(html).not.toContain('style=')
    const path = /<path d="([^"]+)"/.exec(html)?.[1] ?? ''
    // Each run is "M x y h w v1 h-w z"; their widths add up to the dark modules.
    const drawn = [...path.matchAll(/h(\d+)v1/g)].reduce((sum, [, width]) => sum + Number(width), 0)
    const dark = data.flat().filter(Boolean).length
    expect(drawn).toBe(dark)
  })
})
