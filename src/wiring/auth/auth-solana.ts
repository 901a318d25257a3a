import type { EmbeddedSolana } from '../../connectors/embedded-solana.js'
import type { WalletRegistrationTarget } from '../../connectors/register-wallet.js'
import type { CaipNetwork } from '../../core/caip-network.js'
import type { ConnectedAccounts } from '../../core/connect-request.js'
import type { AuthFrameRpc } from './auth-wiring.js'

export interface AuthSolanaDeps {
  rpc: Pick<AuthFrameRpc, 'rpcRequest'>
  /** The app's Solana networks. */
  networks: readonly CaipNetwork[]
  /** Makes the login's Solana account the solana namespace's auth connection, or removes it. */
  setConnection: (connected: ConnectedAccounts | undefined) => void
  /** The page, where the embedded wallet is registered for the app's wallet-standard code. */
  registrationTarget?: WalletRegistrationTarget | undefined
  /** Hears the embedded Solana wallet of each login, and undefined when the login ends. */
  onWallet?: (wallet: EmbeddedSolana['wallet'] | undefined) => void
}

/**
 * The Solana side of an email, social or Farcaster login: the embedded account becomes the solana
 * namespace's connection, signing through the secure frame. Its code (with @solana/kit) arrives
 * through import() at the first login of an app that has a Solana network.
 */
export function authSolana(deps: AuthSolanaDeps) {
  let current: EmbeddedSolana | undefined

  const connect = async (connected: ConnectedAccounts): Promise<void> => {
    const address = connected.accounts[0]?.address
    if (address === undefined) throw new Error('The login has no Solana account')
    const { createEmbeddedSolana } = await import('../../connectors/embedded-solana.js')
    current?.end()
    current = createEmbeddedSolana({
      rpcRequest: deps.rpc.rpcRequest,
      networks: deps.networks,
      address,
      registrationTarget: deps.registrationTarget,
    })
    deps.setConnection(connected)
    deps.onWallet?.(current.wallet)
  }

  const disconnect = (): void => {
    current?.end()
    current = undefined
    deps.setConnection(undefined)
    deps.onWallet?.(undefined)
  }

  return { connect, disconnect, wallet: () => current?.wallet }
}

export type AuthSolana = ReturnType<typeof authSolana>
