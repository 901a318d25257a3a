import { afterEach, describe, expect, it } from 'vitest'
import { openPlayground } from './browser.js'
import { devnetFaults } from './devnet-faults.js'
import { browserForFile, screenshot, seriousAxeViolations } from './modal-page.js'

const browser = browserForFile()
const faults = devnetFaults()

afterEach(async () => {
  await faults.reset()
})

// The origins route only: the switch the other files sharing the devnet are least likely to meet,
// and it is on for a moment only.
const SWITCH = '[data-fault="project-api origins-gateway"]'

describe("the playground's fault switches", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`turns a switch on and off by clicks, and every switch off at once (${theme})`, async () => {
      const { page, errors, close } = await openPlayground(browser(), '#devnet', theme)
      const section = page.locator(
        'section.card[data-state="ready"]:has(h2:text-is("Fault switches"))',
      )
      await section.waitFor()
      const toggle = section.locator(SWITCH)
      expect(await toggle.getAttribute('aria-pressed')).toBe('false')
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      expect(await faults.list()).toEqual([{ service: 'project-api', kind: 'origins-gateway' }])
      await screenshot(page, 'Devnet-fault-switches', theme)
      expect(await seriousAxeViolations(page)).toEqual([])
      await toggle.click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false')
      expect(await faults.list()).toEqual([])
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
      await section.locator('[data-action="reset-faults"]').click()
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false')
      expect(await faults.list()).toEqual([])
      expect(errors).toEqual([])
      await close()
    })
  }
})
