/** Which view, if any, a network switch or an unsupported network opens (spec §2). */

export interface NetworkSwitchContext {
  ignoreSwitchConfirmation: boolean
  /** The auth (email/social) connector is the active one and supports the target chain. */
  authConnectorActiveOnSupportedChain: boolean
  /** An account already exists on the target chain's namespace. */
  namespaceHasAccount: boolean
  /** The user is connected on a chain of another namespace. */
  connectedOnOtherNamespace: boolean
}

export type NetworkSwitchView = 'SwitchNetwork' | 'SwitchActiveChain'

/**
 * The spec's sentence "a confirmation view shows if the switch confirmation is not ignored and the
 * auth connector is active on a supported chain, or if the chain namespace has no account" is read
 * as two separate conditions, (not ignored AND auth active) OR (no account): the comma and the
 * repeated "if" start a second clause. SwitchNetwork is taken to be that confirmation view.
 *
 * "Connected on one chain but no account on the target namespace" is a narrower case of "no
 * account" and names its own view (SwitchActiveChain), so it is checked first.
 *
 * null means the switch happens without a view.
 */
export function chooseNetworkSwitchView(context: NetworkSwitchContext): NetworkSwitchView | null {
  if (context.connectedOnOtherNamespace && !context.namespaceHasAccount) return 'SwitchActiveChain'
  const confirmAuthSwitch =
    !context.ignoreSwitchConfirmation && context.authConnectorActiveOnSupportedChain
  if (confirmAuthSwitch || !context.namespaceHasAccount) return 'SwitchNetwork'
  return null
}

export interface UnsupportedChainContext {
  isSupported: boolean
  allowUnsupportedChain: boolean
}

export function shouldOpenUnsupportedChain(context: UnsupportedChainContext): boolean {
  return !context.isSupported && !context.allowUnsupportedChain
}
