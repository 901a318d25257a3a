import { PROVIDER_ERROR_CODES, ProviderRpcError } from '../core/provider-rpc-error.js'

/** What of a WalletConnect session tells whether its wallet serves a method. */
export interface SessionMethods {
  namespaces: Record<string, { methods: readonly string[] } | undefined>
  sessionProperties?: unknown
}

/** Whether the session lists the method for the chain's namespace: its wallet serves it. */
export const sessionListsMethod = (
  session: Pick<SessionMethods, 'namespaces'> | undefined,
  method: string,
  chainId: string,
): boolean => session?.namespaces[chainId.split(':')[0] ?? '']?.methods.includes(method) ?? false

/**
 * Refuses, as an unsupported method (4200), wallet_getCapabilities on a session whose wallet does
 * not list it. UniversalProvider 2.21.8 sends that method to the wallet whether listed or not
 * (unless the session's properties answer it), and the sign client then logs an error on the
 * page before it throws; Portico's balances ask every wallet it (CALL-53/54), so a wallet that
 * never said it serves it is not asked.
 */
export function refuseUnlistedCapabilities(
  session: SessionMethods | undefined,
  method: string,
  chainId: string,
): void {
  if (method !== 'wallet_getCapabilities' || session?.sessionProperties !== undefined) return
  if (sessionListsMethod(session, method, chainId)) return
  throw new ProviderRpcError(
    PROVIDER_ERROR_CODES.unsupportedMethod,
    `The WalletConnect wallet does not list ${method} in its session`,
  )
}
