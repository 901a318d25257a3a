import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'
import { settledLayout, stopMotion } from './still-picture.js'
import { baselineDir, comparePictures } from './visual-baseline.js'

/** A card drawn like the modal's views: a title, a line of text, a button in the accent colour. */
const card = ({ accent = '#3b5bdb', buttonShift = 0, paddingTop = 16 } = {}) => `<!doctype html>
<style>
  body { margin: 0; font: 15px/1.4 system-ui, sans-serif; }
  .card { box-sizing: border-box; width: 360px; height: 200px; padding: ${String(paddingTop)}px 16px 16px;
    border: 1px solid #dee2e6; border-radius: 16px; }
  h2 { margin: 0; font-size: 16px; font-weight: 600; }
  button { display: block; width: 100%; min-height: 44px; position: relative; top: ${String(buttonShift)}px;
    border: 0; border-radius: 12px; background: ${accent}; color: #fff; font: inherit; font-weight: 600; }
</style>
<div class="card"><h2>Sign in</h2><p>Sign this message to prove you own the wallet.</p><button>Sign</button></div>`

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await (await browser.newContext({ viewport: { width: 400, height: 240 } })).newPage()
})

afterAll(async () => {
  await browser.close()
})

/** The card's picture, taken as the baselines are: motion off, the layout settled. */
async function picture(html: string): Promise<PNG> {
  await page.setContent(html)
  const restartMotion = await stopMotion(page)
  await settledLayout(page)
  const png = await page.locator('.card').screenshot({ animations: 'disabled', caret: 'hide' })
  await restartMotion()
  return PNG.sync.read(png)
}

/** The picture moved down by `rows` pixels, its top row repeated. */
function movedDown(source: PNG, rows: number): PNG {
  const moved = new PNG({ width: source.width, height: source.height })
  for (let y = 0; y < source.height; y++)
    PNG.bitblt(source, moved, 0, Math.max(0, y - rows), source.width, 1, 0, y)
  return moved
}

describe('the baselines comparison', () => {
  it('passes an unchanged rerun and a layout a half or one pixel lower', async () => {
    const first = await picture(card())
    expect(comparePictures(first, await picture(card())).differing).toBe(0)
    expect(comparePictures(first, await picture(card({ paddingTop: 16.5 }))).matches).toBe(true)
    expect(comparePictures(first, await picture(card({ paddingTop: 17 }))).matches).toBe(true)
  })

  it('fails a changed accent colour and a button moved by three pixels', async () => {
    const first = await picture(card())
    const recoloured = comparePictures(first, await picture(card({ accent: '#364fc7' })))
    expect(recoloured.matches).toBe(false)
    const moved = comparePictures(first, await picture(card({ buttonShift: 3 })))
    expect(moved.matches).toBe(false)
  })

  it('passes a committed baseline moved down a pixel, and fails it with its button recoloured', () => {
    const baseline = PNG.sync.read(readFileSync(join(baselineDir, 'SIWXSignMessage-light-360.png')))
    expect(comparePictures(baseline, movedDown(baseline, 1)).matches).toBe(true)
    expect(comparePictures(baseline, movedDown(baseline, 3)).matches).toBe(false)
    // The primary button's accent (#3b5bdb) one shade darker (#364fc7), as a theme change would.
    const recoloured = PNG.sync.read(PNG.sync.write(baseline))
    let accentPixels = 0
    for (let at = 0; at < recoloured.data.length; at += 4) {
      const [r, g, b] = [recoloured.data[at], recoloured.data[at + 1], recoloured.data[at + 2]]
      if (r !== 0x3b || g !== 0x5b || b !== 0xdb) continue
      recoloured.data.set([0x36, 0x4f, 0xc7], at)
      accentPixels++
    }
    expect(accentPixels).toBeGreaterThan(1_000)
    expect(comparePictures(baseline, recoloured).matches).toBe(false)
  })
})

describe('pictures taken still', () => {
  it('stop CSS animations and transitions midway, and refuse a page a script still animates', async () => {
    await page.setContent(`<!doctype html>
<style>
  @keyframes spin { to { transform: rotate(360deg); } }
  .ring { width: 40px; height: 40px; border-top: 3px solid #3b5bdb; animation: spin 1s linear infinite; }
  .fade { opacity: 0; transition: opacity 10s; }
</style>
<div class="ring"></div><p class="fade">Shown</p>`)
    await page.evaluate(() => {
      document.querySelector('.fade')?.getBoundingClientRect()
      document.querySelector('.fade')?.setAttribute('style', 'opacity: 1')
    })
    const restartMotion = await stopMotion(page)
    // The transition jumped to its end: the text is fully shown, the ring stands still.
    expect(
      await page.locator('.fade').evaluate((element) => getComputedStyle(element).opacity),
    ).toBe('1')
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    await restartMotion()
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0)

    await page.evaluate(() => {
      document
        .querySelector('.ring')
        ?.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 10_000 })
    })
    await expect(stopMotion(page)).rejects.toThrow(
      'Still moving with animations off: a script animation',
    )
  })
})
