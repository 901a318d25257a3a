import type { FaultSwitch } from './fault-board.js'
import { DEVNET_FAULTS_ROUTE } from './faults-route.js'

async function send(url: string, method: string, body?: unknown): Promise<FaultSwitch[]> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const reply: unknown = await response.json()
  if (!response.ok || !Array.isArray(reply))
    throw new Error(
      `${method} ${DEVNET_FAULTS_ROUTE} answered ${String(response.status)}: ${JSON.stringify(reply)}`,
    )
  return reply.filter(
    (entry: unknown): entry is FaultSwitch => typeof entry === 'object' && entry !== null,
  )
}

/**
 * `devnet.faults` for tests: the devnet tools service's fault switches over HTTP, so a test in
 * another process (the browser suites) turns faults on and off like the playground does.
 */
export function createFaultsHandle(toolsUrl: string) {
  const url = new URL(DEVNET_FAULTS_ROUTE, toolsUrl).toString()
  return {
    on: (fault: FaultSwitch) => send(url, 'PUT', fault),
    off: (fault: Pick<FaultSwitch, 'service' | 'kind'>) =>
      send(`${url}?service=${fault.service}&kind=${fault.kind}`, 'DELETE'),
    /** Every switch off: the devnet reset. */
    reset: () => send(url, 'DELETE'),
    list: () => send(url, 'GET'),
  }
}

export type FaultsHandle = ReturnType<typeof createFaultsHandle>
