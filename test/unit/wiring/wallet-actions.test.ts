import { describe, expect, it } from 'vitest'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import type { ChainNamespace } from '../../../src/utils/caip.js'
import {
  createWalletActionsSlot,
  noWalletActionMessage,
} from '../../../src/wiring/wallet-actions.js'

const solanaDevnet = defineCaipNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
})

function slot() {
  let active: ChainNamespace = 'eip155'
  const actions = createWalletActionsSlot(() => active)
  return {
    actions,
    activate: (namespace: ChainNamespace) => {
      active = namespace
    },
  }
}

describe('createWalletActionsSlot', () => {
  it('an EVM and a Solana wallet set their own actions; messages go to the active namespace', async () => {
    const { actions, activate } = slot()
    actions.set({ signMessage: (message) => Promise.resolve(`evm:${message}`) }, 'eip155')
    actions.set(
      {
        signMessage: (message) => Promise.resolve(`sol:${message}`),
        sendSolanaTransfer: () => Promise.resolve('signature'),
      },
      'solana',
    )
    expect(await actions.signMessage('hi', '0x1')).toBe('evm:hi')
    activate('solana')
    expect(await actions.signMessage('hi', 'So1')).toBe('sol:hi')
    expect(
      await actions.sendSolanaTransfer({ chainId: 'solana:x', from: 'a', to: 'b', amount: 1n }),
    ).toBe('signature')
    actions.clear('solana')
    await expect(actions.signMessage('hi', 'So1')).rejects.toThrow(
      noWalletActionMessage('signMessage'),
    )
    activate('eip155')
    expect(await actions.signMessage('hi', '0x1')).toBe('evm:hi')
  })

  it("the app's actions serve a namespace whose wallet lacks them; a switch goes to the network's namespace", async () => {
    const { actions } = slot()
    const switched: string[] = []
    actions.set({ signMessage: () => Promise.resolve('app') })
    actions.set(
      {
        switchNetwork: (network) => {
          switched.push(network.caipNetworkId)
          return Promise.resolve()
        },
      },
      'solana',
    )
    expect(await actions.signMessage('m', 'a')).toBe('app')
    expect(actions.has('signMessage')).toBe(true)
    await actions.switchNetwork(solanaDevnet)
    expect(switched).toEqual([solanaDevnet.caipNetworkId])
    actions.clear()
    expect(actions.has('signMessage')).toBe(false)
  })
})
