import { describe, expect, it } from 'vitest'
import {
  chooseNetworkSwitchView,
  shouldOpenUnsupportedChain,
  type NetworkSwitchContext,
} from '../../../src/controllers/network-switch-view.js'

const base: NetworkSwitchContext = {
  ignoreSwitchConfirmation: false,
  authConnectorActiveOnSupportedChain: false,
  namespaceHasAccount: true,
  connectedOnOtherNamespace: false,
}

describe('unsupported chain', () => {
  it('[NAV-19] opens UnsupportedChain when unsupported chains are not allowed', () => {
    expect(shouldOpenUnsupportedChain({ isSupported: false, allowUnsupportedChain: false })).toBe(
      true,
    )
  })

  it('[NAV-20] does not open UnsupportedChain when unsupported chains are allowed', () => {
    expect(shouldOpenUnsupportedChain({ isSupported: false, allowUnsupportedChain: true })).toBe(
      false,
    )
  })

  it('does not open UnsupportedChain for a supported network', () => {
    expect(shouldOpenUnsupportedChain({ isSupported: true, allowUnsupportedChain: false })).toBe(
      false,
    )
  })
})

// Reading of the spec sentence (see network-switch-view.ts): the confirmation view (taken to be
// SwitchNetwork) shows when (not ignored AND auth connector active on a supported chain) OR (the
// namespace has no account). Being connected elsewhere without an account names SwitchActiveChain.
describe('network switch view', () => {
  it('[NAV-21] confirmation shows when not ignored and the auth connector is active on a supported chain', () => {
    expect(chooseNetworkSwitchView({ ...base, authConnectorActiveOnSupportedChain: true })).toBe(
      'SwitchNetwork',
    )
  })

  it('[NAV-21] ignoring the confirmation skips it for the auth connector when an account exists', () => {
    expect(
      chooseNetworkSwitchView({
        ...base,
        ignoreSwitchConfirmation: true,
        authConnectorActiveOnSupportedChain: true,
      }),
    ).toBeNull()
  })

  it('[NAV-22] with the confirmation ignored and an account on the namespace, no view shows', () => {
    expect(chooseNetworkSwitchView({ ...base, ignoreSwitchConfirmation: true })).toBeNull()
  })

  it('with no confirmation trigger and an account on the namespace, no view shows', () => {
    expect(chooseNetworkSwitchView(base)).toBeNull()
  })

  it('[NAV-23] confirmation shows when the namespace has no account, even when ignored', () => {
    expect(chooseNetworkSwitchView({ ...base, namespaceHasAccount: false })).toBe('SwitchNetwork')
    expect(
      chooseNetworkSwitchView({
        ...base,
        namespaceHasAccount: false,
        ignoreSwitchConfirmation: true,
      }),
    ).toBe('SwitchNetwork')
  })

  it('[NAV-24] connected on another chain without an account on the target namespace shows SwitchActiveChain', () => {
    const context = { ...base, namespaceHasAccount: false, connectedOnOtherNamespace: true }
    expect(chooseNetworkSwitchView(context)).toBe('SwitchActiveChain')
    expect(chooseNetworkSwitchView({ ...context, authConnectorActiveOnSupportedChain: true })).toBe(
      'SwitchActiveChain',
    )
  })

  it('[NAV-24] connected on another chain with an account on the target namespace follows NAV-21/22', () => {
    const context = { ...base, connectedOnOtherNamespace: true }
    expect(chooseNetworkSwitchView(context)).toBeNull()
    expect(chooseNetworkSwitchView({ ...context, authConnectorActiveOnSupportedChain: true })).toBe(
      'SwitchNetwork',
    )
  })
})
