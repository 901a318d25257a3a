import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pixelmatch from 'pixelmatch'
import { PNG } from 'pngjs'
import { repoRoot } from './e2e-devnet.js'

/** Committed baselines, one PNG per view, theme and width. */
export const baselineDir = join(repoRoot, 'test', 'e2e', 'baselines')
/** What a failed comparison leaves for a reviewer: the new picture and the difference. */
const diffDir = join(repoRoot, 'test-results', 'baselines')

/** UPDATE_BASELINES=1 rewrites the baselines from this run instead of comparing. */
export const updatingBaselines = process.env.UPDATE_BASELINES === '1'

/** Per-pixel colour distance pixelmatch tolerates (0..1): anti-aliasing, not a changed look. */
const PIXEL_THRESHOLD = 0.1
/** The share of pixels that may differ before the view counts as changed. */
const MAX_DIFF_RATIO = 0.002

export interface BaselineResult {
  name: string
  /** Why the picture does not match its baseline; undefined when it matches or was written. */
  mismatch?: string
}

/** Compares a screenshot with its baseline, or writes it when updating. */
export function compareWithBaseline(name: string, png: Buffer): BaselineResult {
  const file = join(baselineDir, `${name}.png`)
  if (updatingBaselines) {
    mkdirSync(baselineDir, { recursive: true })
    writeFileSync(file, png)
    return { name }
  }
  if (!existsSync(file))
    return { name, mismatch: `no baseline ${file}: run the e2e file with UPDATE_BASELINES=1` }
  const expected = PNG.sync.read(readFileSync(file))
  const actual = PNG.sync.read(png)
  mkdirSync(diffDir, { recursive: true })
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(join(diffDir, `${name}-actual.png`), png)
    return {
      name,
      mismatch: `size ${String(actual.width)}x${String(actual.height)}, baseline ${String(expected.width)}x${String(expected.height)}`,
    }
  }
  const diff = new PNG({ width: actual.width, height: actual.height })
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  })
  if (differing / (actual.width * actual.height) <= MAX_DIFF_RATIO) return { name }
  writeFileSync(join(diffDir, `${name}-actual.png`), png)
  writeFileSync(join(diffDir, `${name}-diff.png`), PNG.sync.write(diff))
  return { name, mismatch: `${String(differing)} pixels differ (see ${diffDir})` }
}
