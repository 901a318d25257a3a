import type { FaultStatus } from './refusal-bodies.js'

export interface Fault {
  status: FaultStatus
  /** How many matching requests still fail. */
  remaining: number
  /** Only requests whose path starts with this fail; every path when absent. */
  path?: string
}

const FAULT_STATUSES: readonly number[] = [429, 500, 503]
const isFaultStatus = (value: unknown): value is FaultStatus =>
  typeof value === 'number' && FAULT_STATUSES.includes(value)

/** A PUT /devnet/faults body checked: `{status: 429|500|503, times?: n >= 1, path?: '/v1/...'}`. */
export function parseFault(body: unknown): Fault | string {
  if (typeof body !== 'object' || body === null) return 'expected {status, times?, path?}'
  const status: unknown = Reflect.get(body, 'status')
  const times: unknown = Reflect.get(body, 'times') ?? 1
  const path: unknown = Reflect.get(body, 'path')
  if (!isFaultStatus(status)) return 'status must be 429, 500 or 503'
  if (typeof times !== 'number' || !Number.isInteger(times) || times < 1)
    return 'times must be a whole number of at least 1'
  if (path !== undefined && (typeof path !== 'string' || !path.startsWith('/')))
    return "path must start with '/'"
  return { status, remaining: times, ...(path === undefined ? {} : { path }) }
}

/** The armed faults, used up in order: each failing request spends one. */
export function createFaultSwitch() {
  let faults: Fault[] = []
  return {
    arm: (fault: Fault): void => {
      faults.push(fault)
    },
    clear: (): void => {
      faults = []
    },
    list: (): readonly Fault[] => faults.map((fault) => ({ ...fault })),
    take: (pathname: string): FaultStatus | undefined => {
      const fault = faults.find((one) => one.path === undefined || pathname.startsWith(one.path))
      if (!fault) return undefined
      fault.remaining -= 1
      faults = faults.filter((one) => one.remaining > 0)
      return fault.status
    },
  }
}
