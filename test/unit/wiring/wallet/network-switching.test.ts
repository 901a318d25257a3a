import { describe, expect, it, vi } from 'vitest'
import { createAccount } from '../../../../src/controllers/account.js'
import { createChain } from '../../../../src/controllers/chain.js'
import type { CaipNetwork } from '../../../../src/core/caip-network.js'
import { CONNECTOR_IDS } from '../../../../src/core/connector.js'
import { networkSwitching } from '../../../../src/wiring/wallet/network-switching.js'
import { base, mainnet, solana } from '../../controllers/test-networks.js'

const EVM_ADDRESS = 'eip155:1:0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup(activeConnectorId?: string) {
  const chain = createChain({ allowUnsupportedChain: () => false })
  chain.initialize([mainnet, base, solana], mainnet)
  const account = createAccount()
  const walletSwitches: CaipNetwork[] = []
  const walletSwitch = vi.fn((network: CaipNetwork) => {
    walletSwitches.push(network)
    return Promise.resolve()
  })
  const switching = networkSwitching({
    // The active connection's connector switches; without one the switch is Portico's alone.
    activeConnector: () =>
      activeConnectorId === undefined ? undefined : { switchNetwork: walletSwitch },
    chain,
    account,
    connections: { activeConnectorId: () => activeConnectorId },
    isConnected: () => account.getAccount('eip155').caipAddress !== undefined,
  })
  return { chain, account, walletSwitch, walletSwitches, ...switching }
}

describe('network switching', () => {
  it('switches at once with no wallet connected anywhere: there is nothing to confirm', () => {
    const { networkSwitchView } = setup()
    expect(networkSwitchView(base)).toBeNull()
    expect(networkSwitchView(solana)).toBeNull()
  })

  it('[NAV-24] connected on EVM only, a Solana network needs SwitchActiveChain', () => {
    const { account, networkSwitchView } = setup()
    account.setCaipAddress(EVM_ADDRESS)
    expect(networkSwitchView(solana)).toBe('SwitchActiveChain')
    expect(networkSwitchView(base)).toBeNull()
  })

  it('[NAV-21] the email wallet active on a supported chain asks for confirmation first', () => {
    const { account, networkSwitchView } = setup(CONNECTOR_IDS.auth)
    account.setCaipAddress(EVM_ADDRESS)
    expect(networkSwitchView(base)).toBe('SwitchNetwork')
  })

  it("asks the active connection's wallet first and moves Portico only once it has switched", async () => {
    const { chain, walletSwitches, switchNetwork } = setup('io.metamask')
    await switchNetwork(base)
    expect(walletSwitches).toEqual([base])
    expect(chain.activeNetwork()?.caipNetworkId).toBe('eip155:8453')
  })

  it('stays on the current network when the wallet refuses the switch', async () => {
    const { chain, walletSwitch, switchNetwork } = setup('io.metamask')
    walletSwitch.mockRejectedValueOnce(new Error('User rejected the request.'))
    await expect(switchNetwork(base)).rejects.toThrow('User rejected the request.')
    expect(chain.activeNetwork()?.caipNetworkId).toBe('eip155:1')
  })
})
