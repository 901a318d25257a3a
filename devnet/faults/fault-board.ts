import type { FaultKind, FaultService } from './fault-kinds.js'

/** One switch that is on: a service's fault of one kind, maybe only on paths under `path`. */
export interface FaultSwitch {
  service: FaultService
  kind: FaultKind
  /** Only requests whose path starts with this meet the fault; every path when absent. */
  path?: string
  /** When set, the switch turns itself off after this many seconds. */
  seconds?: number
}

/**
 * The devnet's fault switches, shared by the services (which ask `active`) and the tools service
 * (which sets and clears them). Setting a switch of the same service and kind replaces it.
 */
export function createFaultBoard() {
  const switches = new Map<string, { fault: FaultSwitch; timer?: NodeJS.Timeout }>()
  const listeners = new Set<() => void>()
  const keyOf = (service: FaultService, kind: FaultKind): string => `${service} ${kind}`
  const changed = (): void => {
    for (const listener of listeners) listener()
  }
  const remove = (key: string): boolean => {
    const entry = switches.get(key)
    if (!entry) return false
    clearTimeout(entry.timer)
    switches.delete(key)
    return true
  }

  return {
    set(fault: FaultSwitch): void {
      const key = keyOf(fault.service, fault.kind)
      remove(key)
      const timer =
        fault.seconds === undefined
          ? undefined
          : setTimeout(() => {
              if (remove(key)) changed()
            }, fault.seconds * 1000)
      timer?.unref()
      switches.set(key, { fault: { ...fault }, timer })
      changed()
    },
    /** Turns one switch off, or every switch (the devnet reset). */
    clear(which?: { service: FaultService; kind: FaultKind }): void {
      const keys = which ? [keyOf(which.service, which.kind)] : [...switches.keys()]
      if (keys.map(remove).some(Boolean)) changed()
    },
    list: (): FaultSwitch[] => [...switches.values()].map(({ fault }) => ({ ...fault })),
    /** The switch of this kind that covers the path, if it is on. */
    active<Service extends FaultService>(
      service: Service,
      kind: FaultKind<Service>,
      pathname = '/',
    ): FaultSwitch | undefined {
      const fault = switches.get(keyOf(service, kind))?.fault
      return fault && (fault.path === undefined || pathname.startsWith(fault.path))
        ? fault
        : undefined
    },
    /** Called after every change; returns the unsubscribe. */
    onChange(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

export type FaultBoard = ReturnType<typeof createFaultBoard>
