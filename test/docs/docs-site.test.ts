import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveFolder, type ServedFolder } from '../../bench/host-build/serve-folder.js'
import { repoRoot } from '../../codegen/repo-root.js'
import { seriousViolationsIn } from '../e2e/axe.js'
import { launchBrowser } from '../e2e/browser.js'

const site = join(repoRoot, 'docs', '.vitepress', 'dist')
const NARROW = 360

/** Every page of the built site, as its path under the server ('guide/errors.html'). */
function pagesOf(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== '404.html')
    .map((file) => file.split('\\').join('/'))
    .sort()
}

/** The ids a built page's HTML declares: the anchors a link may name. */
const idsOf = (page: string): Set<string> =>
  new Set(
    [...readFileSync(join(site, page), 'utf8').matchAll(/\sid="([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    ),
  )

let server: ServedFolder
let browser: Browser
let pages: string[] = []

beforeAll(async () => {
  if (!existsSync(join(site, 'index.html')))
    throw new Error('The docs site is not built: run `npm run docs:build` first')
  pages = pagesOf(site)
  server = await serveFolder(site)
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser.close()
  await server.close()
})

interface PageReport {
  errors: string[]
  /** Requests to anything but the site's own server. */
  outside: string[]
  links: string[]
}

/** Opens a page at 1280 px, recording console errors, requests that leave the site and links. */
async function open(path: string): Promise<{ page: Page; report: PageReport }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const report: PageReport = { errors: [], outside: [], links: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') report.errors.push(message.text())
  })
  page.on('pageerror', (error) => report.errors.push(`uncaught: ${error.message}`))
  await page.route('**/*', async (route) => {
    const url = route.request().url()
    if (url.startsWith(server.url)) return route.continue()
    report.outside.push(url)
    return route.abort()
  })
  await page.goto(new URL(path, server.url).href, { waitUntil: 'networkidle' })
  report.links = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor instanceof HTMLAnchorElement ? anchor.href : '')),
  )
  return { page, report }
}

/** What is wrong with one page: its console, what it loads, its links, axe, its width at 360 px. */
async function problemsOf(path: string, ids: ReadonlyMap<string, Set<string>>): Promise<string[]> {
  const problems: string[] = []
  const { page, report } = await open(path)
  try {
    for (const error of report.errors) problems.push(`${path}: console error: ${error}`)
    for (const url of report.outside) problems.push(`${path}: loads ${url}`)
    for (const href of report.links) {
      const url = new URL(href)
      if (url.origin !== new URL(server.url).origin) continue
      const target = relative('/', decodeURIComponent(url.pathname)) || 'index.html'
      const anchors = ids.get(target)
      if (!anchors) problems.push(`${path}: links ${href}, no such page`)
      else if (url.hash && !anchors.has(decodeURIComponent(url.hash.slice(1))))
        problems.push(`${path}: links ${href}, no such anchor`)
    }
    for (const violation of await seriousViolationsIn(page))
      problems.push(`${path}: axe ${violation.impact ?? ''} ${violation.id}: ${violation.help}`)
    await page.setViewportSize({ width: NARROW, height: 800 })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    if (width > NARROW) problems.push(`${path}: ${String(width)} px wide at ${String(NARROW)} px`)
    return problems
  } finally {
    await page.context().close()
  }
}

/** Pages checked at once: each waits on its own load and axe run, so a few overlap well. */
const AT_ONCE = 3

describe('the docs site, built and served on 127.0.0.1', () => {
  it('has the home page, every guide and one API page per package entry', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        'index.html',
        'guide/getting-started.html',
        'api/portico.html',
        'api/portico-clients.html',
        'api/portico-react.html',
        'api/portico-ui.html',
        'api/portico-wagmi.html',
      ]),
    )
  })

  it('loads every page with no console error, nothing from outside, every link resolving, no serious axe violation, and no sideways scrolling at 360 px', async () => {
    const ids = new Map(pages.map((page) => [page, idsOf(page)]))
    const queue = [...pages]
    const problems: string[] = []
    const worker = async (): Promise<void> => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        problems.push(...(await problemsOf(path, ids)))
    }
    await Promise.all(Array.from({ length: AT_ONCE }, worker))
    expect(problems.sort()).toEqual([])
  })
})
