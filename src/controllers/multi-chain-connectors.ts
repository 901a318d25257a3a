import type { ConnectorType } from '../core/connector.js'
import type { ConnectorRecord } from './connectors.js'

/** Installed wallets found one namespace at a time (EIP-6963 for EVM, Wallet Standard for Solana). */
const PER_NAMESPACE_TYPES: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED']

export const MULTI_CHAIN_ID_PREFIX = 'multiChain:'

const isPerNamespace = (connector: ConnectorRecord): boolean =>
  PER_NAMESPACE_TYPES.includes(connector.type)

/**
 * The installed connectors of one wallet, one per namespace, in the order they were found: those
 * with this name. A wallet names itself the same in each of its announcements, and that name is
 * all EIP-6963 and the Wallet Standard have in common.
 */
export function multiChainMembers<Record extends ConnectorRecord>(
  connectors: readonly Record[],
  name: string,
): Record[] {
  return connectors.filter((connector) => isPerNamespace(connector) && connector.name === name)
}

function multiChainOf(members: readonly ConnectorRecord[]): ConnectorRecord | undefined {
  const [first] = members
  if (!first || new Set(members.map((member) => member.chain)).size < 2) return undefined
  const multi: ConnectorRecord = {
    id: `${MULTI_CHAIN_ID_PREFIX}${first.name}`,
    name: first.name,
    type: 'MULTI_CHAIN',
    chain: first.chain,
    chains: members.flatMap((member) => member.chains),
  }
  if (first.imageUrl !== undefined) multi.imageUrl = first.imageUrl
  if (first.info !== undefined) multi.info = { ...first.info }
  return multi
}

/**
 * The connectors as the wallet list shows them: a wallet installed for several namespaces
 * (announced under one name through EIP-6963 and through the Wallet Standard) is one MULTI_CHAIN
 * entry, at the place of its first announcement, and the visitor picks the namespace in
 * ConnectingMultiChain. A wallet with one namespace, even announced twice, stays as it is.
 */
export function withMultiChainConnectors(
  connectors: readonly ConnectorRecord[],
): ConnectorRecord[] {
  const shown: ConnectorRecord[] = []
  const grouped = new Set<string>()
  for (const connector of connectors) {
    if (grouped.has(connector.name) && isPerNamespace(connector)) continue
    const multi = isPerNamespace(connector)
      ? multiChainOf(multiChainMembers(connectors, connector.name))
      : undefined
    if (multi) grouped.add(connector.name)
    shown.push(multi ?? connector)
  }
  return shown
}
