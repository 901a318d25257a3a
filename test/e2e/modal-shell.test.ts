import { describe, expect, it } from 'vitest'
import { browserForFile, openHost, screenshot, waitForView } from './modal-page.js'

const browser = browserForFile()

describe('the modal shell', () => {
  it('lives in a shadow root with an adopted stylesheet and no <style> or style attribute', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.click('[data-portico="connect-button"]')
    await waitForView(page, 'Connect')
    // The card scales in (150 ms): its width is read once the entry has ended.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .querySelector('portico-modal')
              ?.shadowRoot?.querySelector('dialog')
              ?.getBoundingClientRect().width,
        ),
      )
      .toBe(370)
    const shell = await page.evaluate(() => {
      const root = document.querySelector('portico-modal')?.shadowRoot
      const dialog = root?.querySelector('dialog')
      return {
        adopted: root?.adoptedStyleSheets.length ?? 0,
        styleElements: root?.querySelectorAll('style').length ?? -1,
        // The body's height is set through the CSSOM (style.height) for the height animation.
        styledElements: root?.querySelectorAll('[style]:not(.root, .body)').length ?? -1,
        modal: dialog?.matches(':modal') ?? false,
        labelledBy: dialog?.getAttribute('aria-labelledby'),
        title: root?.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent,
        width: dialog?.getBoundingClientRect().width ?? 0,
      }
    })
    expect(shell).toMatchObject({ adopted: 1, styleElements: 0, styledElements: 0, modal: true })
    expect(shell.title).toBe('Connect Wallet')
    expect(shell.width).toBe(370)
    expect(errors).toEqual([])
    await close()
  })

  it('is a bottom sheet on a narrow screen', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.setViewportSize({ width: 390, height: 800 })
    await page.click('[data-portico="connect-button"]')
    await waitForView(page, 'Connect')
    const dialog = page.locator('portico-modal dialog')
    // The sheet rises into place (150 ms): its resting place is read once the entry has ended.
    await expect
      .poll(async () => {
        const box = await dialog.boundingBox()
        return [box?.width, Math.round((box?.y ?? 0) + (box?.height ?? 0))]
      })
      .toEqual([390, 800])
    await screenshot(page, 'Connect-narrow', 'light')
    expect(errors).toEqual([])
    await close()
  })

  it('drops its animations when the visitor prefers reduced motion', async () => {
    const { page, errors, close } = await openHost(browser())
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.click('[data-portico="connect-button"]')
    const dialog = await waitForView(page, 'Connect')
    const durations = await dialog.evaluate((element) => {
      const view = element.querySelector('.view')
      return {
        view: view ? getComputedStyle(view).animationDuration : '',
        shake: getComputedStyle(element).getPropertyValue('--p-shake-ms').trim(),
      }
    })
    expect(durations).toEqual({ view: '0s', shake: '0ms' })
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    const timings = await dialog.evaluate((element) => {
      const style = getComputedStyle(element)
      return ['--p-header-ms', '--p-view-ms', '--p-height-ms', '--p-shake-ms'].map((name) =>
        style.getPropertyValue(name).trim(),
      )
    })
    expect(timings).toEqual(['120ms', '150ms', '150ms', '500ms'])
    expect(errors).toEqual([])
    await close()
  })
})
