import type { Siwx } from '../../controllers/siwx.js'

export interface SiwxFlowDeps {
  siwx: Pick<Siwx, 'initializeIfEnabled'>
  /** The stores whose changes can change the active address or network. */
  stores: readonly { subscribe: (listener: () => void) => () => void }[]
  /** `address@network` of the active account, undefined while not connected. */
  activeKey: () => string | undefined
}

/**
 * Runs the SIWX flow (STATE-52..56) whenever the active address or network becomes a new one: a
 * connection, an account change, a network switch. It runs on the next task, after the view
 * that connected has closed the modal, so the view the flow opens is the one that stays.
 * Returns the function that stops following.
 */
export function followSiwxFlow(deps: SiwxFlowDeps): () => void {
  let lastKey: string | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = (): void => {
    const key = deps.activeKey()
    if (key === lastKey) return
    lastKey = key
    if (key === undefined) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      void deps.siwx.initializeIfEnabled()
    }, 0)
  }
  const stops = deps.stores.map((store) => store.subscribe(check))
  return () => {
    clearTimeout(timer)
    for (const stop of stops) stop()
  }
}
