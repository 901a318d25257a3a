// Headless: the app draws its own connect UI from the instance's stores and connects through
// its controllers; no React, no modal.
import type { Portico } from 'portico'

/** The wallets the page announced (EIP-6963 and Wallet Standard), each as a connectable entry. */
export function installedWallets(portico: Portico) {
  return portico.connectors.store
    .getState()
    .connectors.filter((connector) => connector.type === 'ANNOUNCED')
    .map((connector) => ({ id: connector.id, name: connector.name, namespace: connector.chain }))
}

/** Connects one of them; resolves with the connection (undefined when multi-wallet refused it). */
export async function connectInstalled(portico: Portico, connectorId: string) {
  const wallet = installedWallets(portico).find((entry) => entry.id === connectorId)
  if (!wallet) throw new Error(`No installed wallet ${connectorId}`)
  return portico.connections.connect(wallet.namespace, { method: 'external', connectorId })
}

/** Calls `render` with the active account's address (undefined while none), now and on change. */
export function followAddress(portico: Portico, render: (address: string | undefined) => void) {
  const addressOf = () => {
    const namespace = portico.chain.store.getState().activeNamespace
    return namespace ? portico.account.getAccount(namespace).address : undefined
  }
  render(addressOf())
  const stopAccount = portico.account.store.subscribe(() => render(addressOf()))
  const stopChain = portico.chain.store.subscribe(() => render(addressOf()))
  return () => {
    stopAccount()
    stopChain()
  }
}
