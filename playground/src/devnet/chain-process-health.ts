import { isRecord } from '../../../src/utils/is-record.js'

/**
 * What the devnet says of one EVM chain's process (devnet tools GET /health, see devnet/evm):
 * a note on its restarts, or an error while it is restarting after a crash. Empty when the
 * tools are absent or do not know the chain.
 */
export async function chainProcessNote(toolsUrl: string, caip2: string): Promise<string> {
  if (!toolsUrl) return ''
  const response = await fetch(new URL('/health', toolsUrl))
  if (!response.ok) return ''
  const body: unknown = await response.json()
  const chains: unknown[] = isRecord(body) && Array.isArray(body.chains) ? body.chains : []
  const chain = chains.find((entry) => isRecord(entry) && entry.caipNetworkId === caip2)
  if (!isRecord(chain) || typeof chain.restarts !== 'number') return ''
  const crash = isRecord(chain.lastCrash) ? chain.lastCrash.reason : undefined
  const lastCrash = typeof crash === 'string' ? `last crash: ${crash}` : ''
  if (chain.state !== 'up') throw new Error(`${String(chain.state)}; ${lastCrash}`)
  return chain.restarts === 0 ? '' : `restarted ${String(chain.restarts)}×, ${lastCrash}`
}
