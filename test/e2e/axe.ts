import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { repoRoot } from '../../codegen/repo-root.js'

/** axe-core's browser script, injected into a page under test. */
export const AXE_SCRIPT = join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js')

export interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[] }[]
}

declare global {
  interface Window {
    axe?: { run: (context: unknown) => Promise<{ violations: AxeViolation[] }> }
  }
}

/** axe-core over the page, or only what `include` selects: its serious and critical violations. */
export async function seriousViolationsIn(
  page: Page,
  include?: string[][],
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => window.axe !== undefined)))
    await page.addScriptTag({ path: AXE_SCRIPT })
  const violations = await page.evaluate(async (selected) => {
    if (!window.axe) throw new Error('axe-core did not load')
    return (await window.axe.run(selected ? { include: selected } : document)).violations
  }, include)
  return violations.filter((found) => found.impact === 'serious' || found.impact === 'critical')
}
