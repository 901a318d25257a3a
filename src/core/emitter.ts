export type EventListener<T> = (event: T) => void

/** A one-event-type emitter: on() returns the function that removes the listener. */
export function createEmitter<T>() {
  const listeners = new Set<EventListener<T>>()

  const on = (listener: EventListener<T>): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  /** Listeners added or removed while an event is delivered take effect from the next one. */
  const emit = (event: T): void => {
    for (const listener of [...listeners]) listener(event)
  }

  const clear = (): void => {
    listeners.clear()
  }

  return { on, emit, clear, size: () => listeners.size }
}
