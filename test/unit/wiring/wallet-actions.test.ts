import { describe, expect, it } from 'vitest'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { noWalletActionMessage } from '../../../src/connectors/wallet-actions.js'
import { createWalletActionsSlot } from '../../../src/wiring/wallet-actions.js'

const solanaDevnet = defineCaipNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
})

describe('createWalletActionsSlot', () => {
  it("holds the app's actions until it clears them; a switch goes to the app's wallet", async () => {
    const actions = createWalletActionsSlot()
    const switched: string[] = []
    const app = () => Promise.resolve('app')
    actions.set({
      signMessage: app,
      switchNetwork: (network) => {
        switched.push(network.caipNetworkId)
        return Promise.resolve()
      },
    })
    expect(actions.get('signMessage')).toBe(app)
    await actions.switchNetwork(solanaDevnet)
    expect(switched).toEqual([solanaDevnet.caipNetworkId])
    actions.clear()
    expect(actions.get('signMessage')).toBeUndefined()
    // Without the app's switch, nothing is asked.
    await actions.switchNetwork(solanaDevnet)
    expect(switched).toHaveLength(1)
  })

  it("abortRequests reaches the app's wallet and says whether it could abort", () => {
    const actions = createWalletActionsSlot()
    const aborted: string[] = []
    expect(actions.abortRequests()).toBe(false)
    actions.set({ abortRequests: () => aborted.push('app') })
    expect(actions.abortRequests()).toBe(true)
    expect(aborted).toEqual(['app'])
  })

  it('a missing capabilities call fails with the message naming it', async () => {
    const actions = createWalletActionsSlot()
    await expect(actions.getCapabilities('0x1')).rejects.toThrow(
      noWalletActionMessage('getCapabilities'),
    )
  })
})
