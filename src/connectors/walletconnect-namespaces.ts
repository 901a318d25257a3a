/**
 * What Portico asks a WalletConnect wallet for (the session proposal's namespaces) and what it
 * reads back from the approved session. Pure, so it is in neither the first load nor the lazy
 * client's way.
 */
import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import { isEvmAddress, isSolanaAddress } from '../utils/address.js'
import { getAddress } from '../utils/evm.js'
import { isChainNamespace, parseCaipAddress, type ChainNamespace } from '../utils/caip.js'

/** The namespaces Portico connects through WalletConnect. */
export const WALLETCONNECT_NAMESPACES = ['eip155', 'solana'] as const
export type WalletConnectNamespace = (typeof WALLETCONNECT_NAMESPACES)[number]

export const WALLETCONNECT_METHODS: Record<WalletConnectNamespace, readonly string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_accounts',
    'eth_requestAccounts',
    'eth_chainId',
    'wallet_switchEthereumChain',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
}

export const WALLETCONNECT_EVENTS: Record<WalletConnectNamespace, readonly string[]> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
}

/** One namespace of a proposal, as UniversalProvider takes it (rpcMap is its addition). */
export interface ProposalNamespace {
  chains: string[]
  methods: string[]
  events: string[]
  rpcMap: Record<string, string>
}

export type ProposalNamespaces = Partial<Record<WalletConnectNamespace, ProposalNamespace>>

export interface WalletConnectProposal {
  /** The default network's namespace, with that network only. */
  namespaces: ProposalNamespaces
  /** Every configured network of each namespace WalletConnect serves. */
  optionalNamespaces: ProposalNamespaces
}

function isWalletConnectNamespace(value: string): value is WalletConnectNamespace {
  return WALLETCONNECT_NAMESPACES.some((namespace) => namespace === value)
}

/**
 * Chain reads (eth_getBalance, getLatestBlockhash...) go to the network's own RPC, never to
 * rpc.walletconnect.org. 2.21.8's EVM provider looks a chain up by its reference ('1'), its
 * Solana provider by the whole CAIP-2 id, so both keys are written.
 */
function rpcMapOf(networks: readonly CaipNetwork[]): Record<string, string> {
  const entries = networks.flatMap((network): [string, string][] => {
    const url = network.rpcUrls.default.http[0]
    if (url === undefined) return []
    return [
      [String(network.id), url],
      [network.caipNetworkId, url],
    ]
  })
  return Object.fromEntries(entries)
}

function namespaceOf(
  namespace: WalletConnectNamespace,
  networks: readonly CaipNetwork[],
): ProposalNamespace {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: [...WALLETCONNECT_METHODS[namespace]],
    events: [...WALLETCONNECT_EVENTS[namespace]],
    rpcMap: rpcMapOf(networks),
  }
}

/**
 * The proposal from the configured networks. 2.21.8's UniversalProvider folds required
 * namespaces into optional ones before proposing (wallets reject proposals whose required
 * chains they lack), so the split only says what the app needs first.
 */
export function walletConnectProposal(
  networks: readonly CaipNetwork[],
  defaultNetwork: CaipNetwork,
): WalletConnectProposal {
  const optionalNamespaces: ProposalNamespaces = {}
  for (const namespace of WALLETCONNECT_NAMESPACES) {
    const ofNamespace = networks.filter((network) => network.chainNamespace === namespace)
    if (ofNamespace.length > 0) optionalNamespaces[namespace] = namespaceOf(namespace, ofNamespace)
  }
  const namespaces: ProposalNamespaces = {}
  const required = defaultNetwork.chainNamespace
  if (isWalletConnectNamespace(required)) {
    namespaces[required] = namespaceOf(required, [defaultNetwork])
  }
  return { namespaces, optionalNamespaces }
}

/** An approved session's namespaces as the relay delivered them: only `accounts` is read. */
export type SessionNamespaces = Record<string, { accounts: readonly string[] } | undefined>

export type SessionConnection = ConnectedAccounts & { namespace: ChainNamespace }

/**
 * The connection of each namespace the wallet approved, from its CAIP-10 accounts: the
 * addresses of the first chain it listed, on the configured network of that chain. Accounts that
 * are not addresses of their namespace, or on chains the app did not configure, are left out.
 */
export function sessionConnections(
  namespaces: SessionNamespaces,
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined,
): SessionConnection[] {
  return Object.entries(namespaces).flatMap(([key, value]) => {
    if (!isChainNamespace(key) || !value) return []
    const parsed = value.accounts.flatMap((account) => {
      try {
        const { chainNamespace, chainId, address } = parseCaipAddress(account)
        if (chainNamespace !== key) return []
        if (key === 'eip155') {
          return isEvmAddress(address) ? [{ chainId, address: getAddress(address) }] : []
        }
        return key !== 'solana' || isSolanaAddress(address) ? [{ chainId, address }] : []
      } catch {
        return []
      }
    })
    const first = parsed.find((account) => findNetwork(`${key}:${account.chainId}`))
    if (!first) return []
    const caipNetwork = findNetwork(`${key}:${first.chainId}`)
    const addresses = [
      ...new Set(
        parsed.filter((account) => account.chainId === first.chainId).map((a) => a.address),
      ),
    ]
    return [{ namespace: key, accounts: addresses.map((address) => ({ address })), caipNetwork }]
  })
}
