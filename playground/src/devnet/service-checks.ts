import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { namespaceOf } from './chain-namespace.js'
import { chainProcessNote } from './chain-process-health.js'
import { readAnalyticsEvents, readMailbox } from './devnet-feeds.js'
import { jsonRpc } from './json-rpc.js'
import { probeOpaque } from './probe-opaque.js'

export interface ServiceCheck {
  name: string
  url: string
  /** Answers a short detail when the service is healthy; throws otherwise. */
  run: () => Promise<string>
}

function chainCheck(caip2: string, url: string, toolsUrl: string): ServiceCheck {
  if (namespaceOf(caip2) === 'solana') {
    return {
      name: caip2,
      url,
      run: async () => `getHealth: ${String(await jsonRpc(url, 'getHealth'))}`,
    }
  }
  return {
    name: caip2,
    url,
    run: async () => {
      const note = await chainProcessNote(toolsUrl, caip2)
      const chainId = await jsonRpc(url, 'eth_chainId')
      const answer = `eth_chainId: ${typeof chainId === 'string' ? String(Number(chainId)) : '?'}`
      return note ? `${answer} (${note})` : answer
    },
  }
}

/** The relay, through the devnet tools (see devnet/tools/relay-health-handler.ts for why). */
function relayCheck(relay: string, toolsUrl: string): ServiceCheck {
  return {
    name: 'WalletConnect relay',
    url: relay,
    run: async () => {
      const response = await fetch(new URL('/health/relay', toolsUrl), { cache: 'no-store' })
      const body: unknown = await response.json()
      const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : ''
      if (!response.ok || !isRecord(body) || body.healthy !== true)
        throw new Error(detail || `HTTP status code: ${String(response.status)}`)
      return detail
    },
  }
}

/** A GET to each service of the devnet, through the real clients where there is one. */
export function serviceChecks(endpoints: DevnetEndpoints, toolsUrl: string): ServiceCheck[] {
  const config = { projectId: endpoints.projectId }
  const checks: ServiceCheck[] = [
    {
      name: 'Blockchain API',
      url: endpoints.blockchainApi,
      run: async () => {
        const client = createBlockchainApiClient({ ...config, baseUrl: endpoints.blockchainApi })
        const chains = await client.call('getSupportedChains')
        const served = isRecord(chains) && Array.isArray(chains.http) ? chains.http.length : 0
        return `getSupportedChains: ${String(served)} chains`
      },
    },
    {
      name: 'Project API',
      url: endpoints.projectApi,
      run: async () => {
        const client = createProjectApiClient({ ...config, baseUrl: endpoints.projectApi })
        const analytics = await client.call('getAnalyticsConfig')
        const on = isRecord(analytics) && analytics.isAnalyticsEnabled === true
        return `getAnalyticsConfig: analytics ${on ? 'on' : 'off'}`
      },
    },
    {
      name: 'Mailbox',
      url: endpoints.mailbox,
      run: async () => {
        const count = (await readMailbox(endpoints.mailbox)).length
        return `${String(count)} message${count === 1 ? '' : 's'}`
      },
    },
    {
      name: 'Analytics',
      url: endpoints.analytics,
      run: async () => {
        const count = (await readAnalyticsEvents(endpoints.analytics)).length
        return `${String(count)} event${count === 1 ? '' : 's'} received`
      },
    },
    ...Object.entries(endpoints.chains).map(([caip2, url]) => chainCheck(caip2, url, toolsUrl)),
  ]
  if (endpoints.secureSite) {
    checks.push({
      name: 'Secure site',
      url: endpoints.secureSite,
      run: async () => {
        await probeOpaque(new URL('/frame.js', endpoints.secureSite).href)
        return 'serves /frame.js'
      },
    })
  }
  if (toolsUrl) {
    checks.push(relayCheck(endpoints.relay, toolsUrl))
    checks.push({
      name: 'Devnet tools',
      url: toolsUrl,
      run: async () => {
        const response = await fetch(new URL('/endpoints', toolsUrl))
        if (!response.ok) throw new Error(`HTTP status code: ${String(response.status)}`)
        return 'endpoints served'
      },
    })
  }
  return checks
}
