import { afterAll, beforeAll, inject } from 'vitest'
import { allowOnly } from '../e2e/e2e-devnet.js'
import { browserForFile } from '../e2e/modal-page.js'
import { buildHostPages, type BuiltHost } from './built-host.js'
import type { HostSuite } from './host-context.js'
import { describeEmailHosts } from './email-hosts.js'
import { describeInjectedHosts } from './injected-hosts.js'
import { describeRefusals } from './refusal-hosts.js'
import { describeSolanaKitHost } from './solana-kit-hosts.js'
import { describeWagmiSync } from './wagmi-sync-hosts.js'
import { describeWalletConnectHosts } from './walletconnect-hosts.js'

// Every host page is built once, here, for all the host suites: building (pack, tsc, Vite) costs
// more than most of their runs, so the suites live in modules of their own and run in this file.
const browser = browserForFile()
let built: BuiltHost | undefined
// The devnet project lists the playground's origin only; the host pages' is added for their
// email logins (the secure site serves its frame to the project's origins alone), then removed.
const playgroundOrigin = () => new URL(inject('playgroundUrl')).origin
beforeAll(async () => {
  built = await buildHostPages()
  await allowOnly(inject('endpoints').projectApi, [playgroundOrigin(), new URL(built.url).origin])
}, 300_000)
afterAll(async () => {
  await allowOnly(inject('endpoints').projectApi, [playgroundOrigin()])
  await built?.close()
})

const suite: HostSuite = {
  browser,
  pageUrl: (stack) => {
    if (!built) throw new Error('The host pages were not built')
    return `${built.url}${stack}.html`
  },
}

describeInjectedHosts(suite)
describeSolanaKitHost(suite)
describeEmailHosts(suite)
describeRefusals(suite)
describeWalletConnectHosts(suite)
describeWagmiSync(suite)
