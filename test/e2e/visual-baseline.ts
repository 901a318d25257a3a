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

/**
 * How the pictures are compared, and why so:
 * - pixelmatch's per-pixel threshold (0..1, a perceptual YIQ distance) of 0.1, its default: a
 *   changed colour variable moves a colour far beyond it, text rendering noise stays under it;
 * - `includeAA: false` (its default): a pixel pixelmatch recognises as anti-aliasing, an edge drawn
 *   at a slightly different sub-pixel position, is not counted;
 * - then a pixel still counted is forgiven when each picture has its colour within one pixel of
 *   it in the other (SHIFT_PIXELS): the modal's layout can land on a half pixel (a 22.4 px line, a
 *   height rounded from a fractional one), and one run's rounding puts an edge or a line of text a
 *   pixel from where another's did. A colour change or a box moved by two pixels or more is not
 *   such a shift;
 * - a pixel under a mask (MASK_COLOUR) in either picture is not compared: a masked value (a hash,
 *   a balance) has a width of its own in every run, and so has its mask;
 * - what remains may cover MAX_DIFF_RATIO of the picture: 0.1 %, about 200 pixels of a 360 px
 *   wide view, less than a changed border of one button (a 328 x 44 px button's edge is ~740 px).
 * test/e2e/visual-baseline.test.ts shows a changed colour and a moved button failing, and a
 * half-pixel and one-pixel shift passing.
 */
const PIXEL_THRESHOLD = 0.03
const SHIFT_PIXELS = 1
/** Per-channel difference (0..255) under which two pixels count as the same colour for a shift. */
const SHIFT_CHANNEL_TOLERANCE = 8
const MAX_DIFF_RATIO = 0.001
/** The colour the screenshots paint over masked parts (playwright's default, in the baselines). */
export const MASK_COLOUR = '#FF00FF'
const MASK_RGB = [0xff, 0x00, 0xff] as const

const masked = (picture: PNG, at: number): boolean =>
  picture.data[at] === MASK_RGB[0] &&
  picture.data[at + 1] === MASK_RGB[1] &&
  picture.data[at + 2] === MASK_RGB[2]

/** The colour pixelmatch paints a counted pixel in its diff (anti-aliasing in another). */
const DIFF_COLOUR: [number, number, number] = [255, 0, 0]

/** Whether `picture` has, within SHIFT_PIXELS of (x, y), the colour `other` has at (x, y). */
function nearbyColour(picture: PNG, other: PNG, x: number, y: number): boolean {
  const at = (y * other.width + x) * 4
  for (let dy = -SHIFT_PIXELS; dy <= SHIFT_PIXELS; dy++) {
    for (let dx = -SHIFT_PIXELS; dx <= SHIFT_PIXELS; dx++) {
      const nx = x + dx
      const ny = y + dy
      if (nx < 0 || ny < 0 || nx >= picture.width || ny >= picture.height) continue
      const near = (ny * picture.width + nx) * 4
      let same = true
      for (let channel = 0; channel < 4 && same; channel++)
        same =
          Math.abs((picture.data[near + channel] ?? 0) - (other.data[at + channel] ?? 0)) <=
          SHIFT_CHANNEL_TOLERANCE
      if (same) return true
    }
  }
  return false
}

/** The picture's top left `width` x `height` pixels (itself when that is all of it). */
function cropped(picture: PNG, width: number, height: number): PNG {
  if (picture.width === width && picture.height === height) return picture
  const part = new PNG({ width, height })
  PNG.bitblt(picture, part, 0, 0, width, height, 0, 0)
  return part
}

export interface PictureDifference {
  /** Pixels that differ beyond anti-aliasing and a one-pixel shift. */
  differing: number
  /** Whether they stay within MAX_DIFF_RATIO of the picture. */
  matches: boolean
  /** pixelmatch's picture of the difference, the forgiven pixels left out. */
  diff: PNG
}

/** Compares two pictures of the same size as the baselines are compared (see above). */
export function comparePictures(expected: PNG, actual: PNG): PictureDifference {
  const { width, height } = actual
  const diff = new PNG({ width, height })
  pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
    includeAA: false,
    diffColor: DIFF_COLOUR,
    diffMask: true,
  })
  let differing = 0
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      const counted =
        diff.data[at] === DIFF_COLOUR[0] &&
        diff.data[at + 1] === DIFF_COLOUR[1] &&
        diff.data[at + 2] === DIFF_COLOUR[2] &&
        diff.data[at + 3] === 255
      if (!counted) continue
      if (
        masked(expected, at) ||
        masked(actual, at) ||
        (nearbyColour(expected, actual, x, y) && nearbyColour(actual, expected, x, y))
      ) {
        diff.data[at + 3] = 0
        continue
      }
      differing++
    }
  }
  return { differing, matches: differing / (width * height) <= MAX_DIFF_RATIO, diff }
}

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
  // A box whose height landed on a half pixel is a pixel taller in one run: compared on the
  // common part, as a one-pixel shift is.
  const dw = Math.abs(expected.width - actual.width)
  const dh = Math.abs(expected.height - actual.height)
  if (dw > SHIFT_PIXELS || dh > SHIFT_PIXELS) {
    writeFileSync(join(diffDir, `${name}-actual.png`), png)
    return {
      name,
      mismatch: `size ${String(actual.width)}x${String(actual.height)}, baseline ${String(expected.width)}x${String(expected.height)}`,
    }
  }
  const width = Math.min(expected.width, actual.width)
  const height = Math.min(expected.height, actual.height)
  const { differing, matches, diff } = comparePictures(
    cropped(expected, width, height),
    cropped(actual, width, height),
  )
  if (matches) return { name }
  writeFileSync(join(diffDir, `${name}-actual.png`), png)
  writeFileSync(join(diffDir, `${name}-diff.png`), PNG.sync.write(diff))
  return { name, mismatch: `${String(differing)} pixels differ (see ${diffDir})` }
}
