type PageListener = (event: Event & { key: string | null }) => void

/** The page's window as Portico listens to it: only the events a test fires reach a listener. */
export class FakeWindow {
  readonly location = { href: 'http://127.0.0.1/' }
  private readonly listeners = new Map<string, Set<PageListener>>()

  addEventListener(type: string, listener: PageListener): void {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }

  removeEventListener(type: string, listener: PageListener): void {
    this.listeners.get(type)?.delete(listener)
  }

  dispatchEvent(event: Event): boolean {
    for (const listener of this.listeners.get(event.type) ?? []) {
      listener(Object.assign(event, { key: null }))
    }
    return true
  }
}
