// One-off: the README page before (main 0403e13, awaiting initialize) and after, interleaved.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { repoRoot } from '../codegen/repo-root.js'
import { deriveDevAccounts } from '../devnet/evm/dev-accounts.js'
import { startProjectApi } from '../devnet/project-api/index.js'
import { buildInjectedWalletScript } from '../devnet/wallets/injected-wallet-script.js'
import { createPackedHost } from './host-build/packed-host.js'
import { quickStartSnippet } from './host-build/quick-start-snippet.js'
import { buildReadmePage, readmePageFiles } from './host-build/readme-page.js'
import { serveFolder } from './host-build/serve-folder.js'
import { viteFirstLoad } from './host-build/vite-first-load.js'
import { weighBuild } from './host-build/weigh-build.js'
import { median, timePage } from './first-paint/page-timings.js'

const rounds = Number(process.env.ROUNDS ?? 15)
const work = mkdtempSync(join(tmpdir(), 'fp-compare-'))
const api = await startProjectApi({ port: 0, stateDir: join(work, 'api') })
await fetch(new URL('/devnet/config-delay', api.url), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ delayMs: 300 }) })
const projectApi = api.url.replace(/\/$/, '')
const urls = { blockchainApi: 'http://127.0.0.1:4100', projectApi, rpc: 'http://127.0.0.1:8545' }

// before host
const beforeHost = join(work, 'before-host')
mkdirSync(join(beforeHost, 'node_modules', 'portico'), { recursive: true })
const tgz = readdirSync('/tmp/fp-before-pack').find((f) => f.endsWith('.tgz'))
if (!tgz) throw new Error('no before tarball')
execFileSync('tar', ['-xzf', join('/tmp/fp-before-pack', tgz), '-C', join(beforeHost, 'node_modules', 'portico'), '--strip-components=1'])
for (const e of readdirSync(join(repoRoot, 'node_modules'))) if (!e.startsWith('.') && e !== 'portico') symlinkSync(join(repoRoot, 'node_modules', e), join(beforeHost, 'node_modules', e))
const oldReadme = readFileSync('/tmp/fp-before/README.md', 'utf8')
const oldTs = quickStartSnippet(oldReadme, 'ts').replace(/^portico\.open\(\).*$/m, '').replaceAll('http://127.0.0.1:4200', projectApi) + '\nexport { portico }\n'
const beforeFiles = {
  'portico.ts': oldTs,
  'App.tsx': quickStartSnippet(oldReadme, 'tsx'),
  'main.tsx': "import { createRoot } from 'react-dom/client'\nimport { App } from './App.js'\nimport { portico } from './portico.js'\n\nconst root = document.getElementById('root')\nif (root) createRoot(root).render(<App portico={portico} />)\n",
}
const after = createPackedHost({ prefix: 'fp-after-' })
const afterFiles = readmePageFiles(readFileSync(join(repoRoot, 'README.md'), 'utf8'), urls)

const report: Record<string, unknown> = {}
for (const [name, host, files] of [['before', beforeHost, beforeFiles], ['after', after.host, afterFiles]] as const) {
  const src = join(host, 'src', 'page')
  mkdirSync(src, { recursive: true })
  for (const [f, t] of Object.entries(files)) writeFileSync(join(src, f), t)
  const w = await weighBuild({ entry: 'src/page/main.tsx', absWorkingDir: host, outdir: join(host, 'dist-w') })
  const v = await viteFirstLoad(src, './main.tsx')
  report[name] = { esbuildFirstLoadFiles: w.firstLoadFiles.length, esbuildFirstLoadGzip: w.firstLoadGzipBytes, esbuildChunks: Object.keys(w.chunks).length, viteFirstLoadFiles: v.firstLoadFiles.length, viteChunks: v.chunkCount }
  await buildReadmePage({ absWorkingDir: host, files, srcDir: join(host, 'src', 'page2'), outdir: join(work, name) })
}
await buildReadmePage({ absWorkingDir: repoRoot, files: { 'main.tsx': readFileSync(join(repoRoot, 'bench/first-paint/floor-page.tsx'), 'utf8') }, srcDir: join(work, 'floor-src'), outdir: join(work, 'floor') })
console.log(JSON.stringify(report))
const pages = { before: await serveFolder(join(work, 'before')), after: await serveFolder(join(work, 'after')), floor: await serveFolder(join(work, 'floor')) }
const account = deriveDevAccounts(1)[0]
if (!account) throw new Error('no account')
const wallet = await buildInjectedWalletScript({ privateKey: account.privateKey, chains: [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', name: 'Ethereum (devnet)' }] })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
const times: Record<string, { b: number[]; c: number[] }> = { before: { b: [], c: [] }, after: { b: [], c: [] }, floor: { b: [], c: [] } }
for (const p of Object.values(pages)) await timePage(browser, { url: p.url, initScripts: [wallet], cpuThrottlingRate: 4 })
for (let r = 0; r < rounds; r++) for (const [name, p] of Object.entries(pages)) {
  const t = await timePage(browser, { url: p.url, initScripts: [wallet], cpuThrottlingRate: 4 })
  times[name]?.b.push(t.buttonReadyMs); times[name]?.c.push(t.clickToModalMs)
}
for (const [name, t] of Object.entries(times)) console.log(name, 'buttonReady', median(t.b), 'clickToModal', median(t.c))
await browser.close()
for (const p of Object.values(pages)) await p.close()
await api.close()
after.remove()
