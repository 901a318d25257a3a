import type { Portico } from '../instance/public-portico.js'
import type { PorticoAccount } from '../instance/instance-account.js'

export type { PorticoAccount } from '../instance/instance-account.js'

/**
 * The active namespace's account: address, CAIP address, network, connection status and the
 * kind of connector behind it. Framework-free: what a Vue, Svelte or vanilla host reads.
 */
export function getAccount(portico: Portico): PorticoAccount {
  return portico.getAccount()
}

/**
 * Calls `onChange` with the account each time it changes (not at once: read `getAccount` for the
 * first value). Returns the function that stops listening.
 */
export function watchAccount(
  portico: Portico,
  onChange: (account: PorticoAccount, previous: PorticoAccount) => void,
): () => void {
  return portico.subscribeAccount(onChange)
}
