import { describe, expect, it } from 'vitest'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import type { ChainNamespace } from '../../../src/utils/caip.js'
import { noWalletActionMessage } from '../../../src/connectors/wallet-actions.js'
import { createWalletActionsSlot } from '../../../src/wiring/wallet-actions.js'

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
  it('an EVM and a Solana wallet set their own actions; each namespace gets its own', () => {
    const { actions } = slot()
    const evm = (message: string) => Promise.resolve(`evm:${message}`)
    const sol = (message: string) => Promise.resolve(`sol:${message}`)
    actions.set({ signMessage: evm }, 'eip155')
    actions.set({ signMessage: sol }, 'solana')
    expect(actions.get('signMessage', 'eip155')).toBe(evm)
    expect(actions.get('signMessage', 'solana')).toBe(sol)
    actions.clear('solana')
    expect(actions.get('signMessage', 'solana')).toBeUndefined()
    expect(actions.get('signMessage', 'eip155')).toBe(evm)
  })

  it("the app's actions serve a namespace whose wallet lacks them; a switch goes to the network's namespace", async () => {
    const { actions } = slot()
    const switched: string[] = []
    const app = () => Promise.resolve('app')
    actions.set({ signMessage: app })
    actions.set(
      {
        switchNetwork: (network) => {
          switched.push(network.caipNetworkId)
          return Promise.resolve()
        },
      },
      'solana',
    )
    expect(actions.get('signMessage', 'solana')).toBe(app)
    await actions.switchNetwork(solanaDevnet)
    expect(switched).toEqual([solanaDevnet.caipNetworkId])
    actions.clear()
    expect(actions.get('signMessage', 'eip155')).toBeUndefined()
  })

  it('abortRequests reaches the active namespace’s wallet and says whether one could abort', () => {
    const { actions, activate } = slot()
    const aborted: string[] = []
    actions.set({ abortRequests: () => aborted.push('frame') }, 'eip155')
    expect(actions.abortRequests()).toBe(true)
    activate('solana')
    expect(actions.abortRequests()).toBe(false)
    expect(aborted).toEqual(['frame'])
  })

  it('a missing capabilities call fails with the message naming it', async () => {
    const { actions } = slot()
    await expect(actions.getCapabilities('0x1')).rejects.toThrow(
      noWalletActionMessage('getCapabilities'),
    )
  })
})
