import { isRecord } from '../../../src/utils/is-record.js'

/** An EVM chain id as a payload carries it (1, "1" or "0x1"), as a number. */
function chainNumberOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value !== 'string' || value.trim() === '') return undefined
  const parsed = Number(value)
  return Number.isInteger(parsed) ? parsed : undefined
}

/**
 * An example whose payload names an `rpcUrl` (recorded against some other node) made to name the
 * devnet's own node for its `chainId`, so the frame reaches the chain this devnet runs, whatever
 * port it got. A chain the devnet does not run keeps the recorded URL.
 */
export function withDevnetRpcUrl(
  event: unknown,
  chains: Readonly<Record<string, string>>,
): unknown {
  if (!isRecord(event) || !isRecord(event.payload)) return event
  const { rpcUrl, chainId } = event.payload
  const chain = chainNumberOf(chainId)
  if (typeof rpcUrl !== 'string' || chain === undefined) return event
  const devnetUrl = chains[`eip155:${String(chain)}`]
  if (devnetUrl === undefined) return event
  return { ...event, payload: { ...event.payload, rpcUrl: devnetUrl } }
}
