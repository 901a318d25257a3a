import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { repoRoot } from '../../codegen/repo-root.js'
import { deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { startProjectApi } from '../../devnet/project-api/index.js'
import { buildInjectedWalletScript } from '../../devnet/wallets/injected-wallet-script.js'
import { buildReadmePage, readmePageFiles } from '../host-build/readme-page.js'
import { serveFolder } from '../host-build/serve-folder.js'
import { median, timePage, type PageTiming } from './page-timings.js'

const CPU_THROTTLING_RATE = 4
/** The configuration calls answer this late, as a remote Project API does (the 300 ms). */
const CONFIG_DELAY_MS = 300

export interface FirstPaintFigures {
  buttonReadyMs: number
  clickToModalMs: number
}

export interface FirstPaint {
  rounds: number
  cpuThrottlingRate: number
  /** How late the Project API's configuration calls answer. */
  configDelayMs: number
  /** The README page (its three snippets) built by esbuild from the packed package. */
  readme: FirstPaintFigures
  /** React alone, the same button and a one-row dialog: the floor. */
  bareReact: FirstPaintFigures
}

const medians = (timings: readonly PageTiming[]): FirstPaintFigures => ({
  buttonReadyMs: median(timings.map((timing) => timing.buttonReadyMs)),
  clickToModalMs: median(timings.map((timing) => timing.clickToModalMs)),
})

/**
 * Button-ready and click-to-modal of the README page in Debian's Chromium, 4x CPU throttling,
 * cold loads in fresh contexts, the README page and the bare React floor interleaved round by
 * round, medians reported. The page talks to a Project API devnet of its own whose configuration
 * calls answer 300 ms late; the injected devnet
 * wallet is installed so the Connect view has an installed wallet row, as a visitor's would.
 */
export async function measureFirstPaint(host: string, rounds: number): Promise<FirstPaint> {
  const work = mkdtempSync(join(tmpdir(), 'portico-first-paint-bench-'))
  const projectApi = await startProjectApi({ port: 0, stateDir: join(work, 'project-api') })
  await fetch(new URL('/devnet/config-delay', projectApi.url), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ delayMs: CONFIG_DELAY_MS }),
  })
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  const served: { close: () => Promise<void> }[] = []
  try {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
    const files = readmePageFiles(readme, {
      blockchainApi: 'http://127.0.0.1:4100',
      projectApi: projectApi.url.replace(/\/$/, ''),
      rpc: 'http://127.0.0.1:8545',
    })
    await buildReadmePage({
      absWorkingDir: host,
      files,
      srcDir: join(host, 'src', 'first-paint'),
      outdir: join(work, 'readme'),
    })
    await buildReadmePage({
      absWorkingDir: repoRoot,
      files: {
        'main.tsx': readFileSync(join(repoRoot, 'bench/first-paint/floor-page.tsx'), 'utf8'),
      },
      srcDir: join(work, 'floor-src'),
      outdir: join(work, 'floor'),
    })
    const readmePage = await serveFolder(join(work, 'readme'))
    served.push(readmePage)
    const floorPage = await serveFolder(join(work, 'floor'))
    served.push(floorPage)
    const account = deriveDevAccounts(1)[0]
    if (!account) throw new Error('No dev account for the injected wallet')
    const wallet = await buildInjectedWalletScript({
      privateKey: account.privateKey,
      chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Ethereum (devnet)' }],
    })
    const options = { initScripts: [wallet], cpuThrottlingRate: CPU_THROTTLING_RATE }
    // One warm-up each (the browser's own first start), then the interleaved rounds.
    await timePage(browser, { ...options, url: readmePage.url })
    await timePage(browser, { ...options, url: floorPage.url })
    const readmeTimings: PageTiming[] = []
    const floorTimings: PageTiming[] = []
    for (let round = 0; round < rounds; round += 1) {
      readmeTimings.push(await timePage(browser, { ...options, url: readmePage.url }))
      floorTimings.push(await timePage(browser, { ...options, url: floorPage.url }))
    }
    return {
      rounds,
      cpuThrottlingRate: CPU_THROTTLING_RATE,
      configDelayMs: CONFIG_DELAY_MS,
      readme: medians(readmeTimings),
      bareReact: medians(floorTimings),
    }
  } finally {
    for (const server of served) await server.close()
    await browser.close()
    await projectApi.close()
    rmSync(work, { recursive: true, force: true })
  }
}
