import type { RouterData } from '../../../src/controllers/router.js'
import { withMultiChainConnectors } from '../../../src/controllers/multi-chain-connectors.js'
import type { View } from '../../../src/core/constants.js'
import { CONNECTOR_IDS } from '../../../src/core/connector.js'
import type { PorticoInternals } from '../../../src/internal.js'

/** The email EmailLogin sends its code to when opened from the picker; the mailbox shows it. */
export const DEMO_EMAIL = 'demo@example.org'

export interface OpenerData {
  data?: RouterData
  /** What the view gets from the picker, or what it still lacks, in a line. */
  note?: string
}

/** The email of the active email login (not a social one), if that is the connection. */
function loginEmailOf(portico: PorticoInternals): string | undefined {
  if (portico.connections.store.getState().activeConnectorIds.eip155 !== CONNECTOR_IDS.auth)
    return undefined
  const account = portico.account.store.getState().accounts.eip155
  return account?.socialProvider === undefined ? (account?.user?.email ?? undefined) : undefined
}

/**
 * The router data the picker gives a view that needs some, as the control leading there would:
 * a demo email for EmailLogin, the logged-in email for UpdateEmailWallet, an installed
 * multi-chain wallet for ConnectingMultiChain. Views it cannot fill say what they lack.
 */
export function viewOpenerData(portico: PorticoInternals, view: View): OpenerData {
  switch (view) {
    case 'EmailLogin':
      return {
        data: { email: DEMO_EMAIL },
        note: `Sends a code to ${DEMO_EMAIL}: the Devnet tab's mailbox shows it.`,
      }
    case 'UpdateEmailWallet': {
      const email = loginEmailOf(portico)
      return email
        ? { data: { email }, note: `Changes the email of the login, ${email}.` }
        : { note: 'Needs an email login: log in with your email first.' }
    }
    case 'ConnectingMultiChain': {
      const wallets = withMultiChainConnectors(portico.connectors.store.getState().connectors)
      const wallet = wallets.find((connector) => connector.type === 'MULTI_CHAIN')
      return wallet
        ? { data: { connector: { id: wallet.id, name: wallet.name } }, note: `For ${wallet.name}.` }
        : { note: 'Needs the multi-chain wallet: install it from the Test wallets card.' }
    }
    default:
      return {}
  }
}
