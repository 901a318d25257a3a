import { describe, expect, it } from 'vitest'
import { launchBrowser } from './browser.js'

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

describe("the suite's shared Chromium", () => {
  it('crashed by a file, is there again for the files after it, at the same endpoint', async () => {
    const crashed = await launchBrowser()
    const session = await crashed.newBrowserCDPSession()
    const info: unknown = await session.send('SystemInfo.getProcessInfo')
    const processes = isRecord(info) && Array.isArray(info.processInfo) ? info.processInfo : []
    const browserProcess: unknown = processes.find(
      (entry: unknown) => isRecord(entry) && entry.type === 'browser',
    )
    const pid = isRecord(browserProcess) ? browserProcess.id : undefined
    if (typeof pid !== 'number') throw new Error('Chromium named no browser process')
    const disconnected = new Promise((resolve) => crashed.once('disconnected', resolve))
    process.kill(pid, 'SIGKILL')
    await disconnected

    const next = await launchBrowser()
    const page = await (await next.newContext()).newPage()
    await page.setContent('<p>drawn by the relaunched Chromium</p>')
    expect(await page.textContent('p')).toBe('drawn by the relaunched Chromium')
    await next.close()
  })
})
