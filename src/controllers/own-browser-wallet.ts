import type { Connector } from '../core/connector.js'
import type { WalletGroup } from './connectors.js'

const isOwn = (connector: Connector, rdns: string): boolean =>
  connector.info?.rdns === rdns || connector.id === rdns

/**
 * Inside a wallet's own in-app browser (CONN-12: the wallet is injected there, nothing to redirect
 * to): the installed group comes first with that wallet at its top, so the visitor connects the
 * wallet they are in with the first tap. Elsewhere, or when the wallet has not announced itself,
 * the groups stay as they are.
 */
export function ownBrowserWalletFirst(
  groups: readonly WalletGroup[],
  rdns: string | undefined,
): WalletGroup[] {
  if (rdns === undefined) return [...groups]
  const installed = groups.find((group) => group.name === 'injected')
  if (!installed || !('connectors' in installed)) return [...groups]
  const own = installed.connectors.filter((connector) => isOwn(connector, rdns))
  if (own.length === 0) return [...groups]
  const others = installed.connectors.filter((connector) => !isOwn(connector, rdns))
  return [
    { name: 'injected', connectors: [...own, ...others] },
    ...groups.filter((group) => group !== installed),
  ]
}
