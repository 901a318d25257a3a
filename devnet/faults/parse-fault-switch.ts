import type { FaultSwitch } from './fault-board.js'
import { FAULT_KINDS, FAULT_SERVICES, isFaultKind, isFaultService } from './fault-kinds.js'

const MAX_SECONDS = 600

/**
 * A PUT /devnet/faults body checked: `{service, kind, path?: '/…', seconds?: 1..600}`; the
 * reason it is refused otherwise.
 */
export function parseFaultSwitch(body: unknown): FaultSwitch | string {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return 'expected {service, kind, path?, seconds?}'
  const extra = Object.keys(body).filter(
    (key) => !['service', 'kind', 'path', 'seconds'].includes(key),
  )
  if (extra.length > 0) return `unknown field ${extra.join(', ')}`
  const service: unknown = Reflect.get(body, 'service')
  const kind: unknown = Reflect.get(body, 'kind')
  const path: unknown = Reflect.get(body, 'path')
  const seconds: unknown = Reflect.get(body, 'seconds')
  if (!isFaultService(service)) return `service must be one of ${FAULT_SERVICES.join(', ')}`
  if (!isFaultKind(service, kind))
    return `kind of ${service} must be one of ${Object.keys(FAULT_KINDS[service]).join(', ')}`
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/')))
    return "path must start with '/'"
  if (service === 'chain-rpc' && path !== undefined && !/^\/eip155:\d+$/.test(path))
    return "path of chain-rpc names one chain, as '/eip155:8453'"
  if (
    seconds !== undefined &&
    (typeof seconds !== 'number' ||
      !Number.isInteger(seconds) ||
      seconds < 1 ||
      seconds > MAX_SECONDS)
  )
    return `seconds must be a whole number from 1 to ${String(MAX_SECONDS)}`
  return {
    service,
    kind,
    ...(path === undefined ? {} : { path }),
    ...(seconds === undefined ? {} : { seconds }),
  }
}
