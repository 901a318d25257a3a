import { afterAll, beforeAll, inject } from 'vitest'
import { allowOnly } from '../e2e/e2e-devnet.js'
import { browserForFile } from '../e2e/modal-page.js'
import { describeBatchHosts } from './batch-hosts.js'
import { buildHostPages, REACT_MATRIX_PAGES, type BuiltHost } from './built-host.js'
import type { HostSuite } from './host-context.js'
import { describeCustomButtons } from './custom-button-hosts.js'
import { describeEmailHosts } from './email-hosts.js'
import { describeHeadlessHost } from './headless-hosts.js'
import { describeInjectedHosts } from './injected-hosts.js'
import { describePeerRange, describeReactLine } from './react-line-hosts.js'
import type { ReactLine } from './react-lines.js'
import { describeRefusals } from './refusal-hosts.js'
import { describeSolanaKitHost } from './solana-kit-hosts.js'
import { describeWagmiSync } from './wagmi-sync-hosts.js'
import { describeWalletConnectHosts } from './walletconnect-hosts.js'

// Every host page is built once per React line, here, for all the host suites: building (pack,
// tsc, Vite) costs more than most of their runs, so the suites live in modules of their own and
// run in this file. The stack suites run on React 19; the React matrix on 19 and 18.
const browser = browserForFile()
const built: Partial<Record<ReactLine, BuiltHost>> = {}
// The devnet project lists the playground's origin only; the host pages' are added for their
// email logins (the secure site serves its frame to the project's origins alone), then removed.
const playgroundOrigin = () => new URL(inject('playgroundUrl')).origin
beforeAll(async () => {
  const endpoints = inject('endpoints')
  const rpc = endpoints.chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  const readmeUrls = {
    blockchainApi: endpoints.blockchainApi,
    projectApi: endpoints.projectApi,
    rpc,
  }
  built['19'] = await buildHostPages({ react: '19', readmeUrls })
  // React 18 serves the matrix alone: only its pages are built.
  built['18'] = await buildHostPages({ react: '18', readmeUrls, pages: REACT_MATRIX_PAGES })
  const hostOrigins = Object.values(built).map((host) => new URL(host.url).origin)
  await allowOnly(endpoints.projectApi, [playgroundOrigin(), ...hostOrigins])
}, 400_000)
afterAll(async () => {
  await allowOnly(inject('endpoints').projectApi, [playgroundOrigin()])
  for (const host of Object.values(built)) await host.close()
})

const suiteOn = (react: ReactLine): HostSuite => ({
  browser,
  pageUrl: (stack) => {
    const host = built[react]
    if (!host) throw new Error(`The host pages on React ${react} were not built`)
    return `${host.url}${stack}.html`
  },
})

const suite = suiteOn('19')
describeInjectedHosts(suite)
describeSolanaKitHost(suite)
describeEmailHosts(suite)
describeRefusals(suite)
describeWalletConnectHosts(suite)
describeWagmiSync(suite)
describeBatchHosts(suite)
describeCustomButtons(suite)
describeHeadlessHost(suite)
describeReactLine('19', suite)
describeReactLine('18', suiteOn('18'))
describePeerRange()
