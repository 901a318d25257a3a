import type { NamesApi } from '../clients/blockchain/names-api.js'
import { balancesOf } from '../controllers/balance-selectors.js'
import type { Balances } from '../controllers/balances.js'
import type { Send } from '../controllers/send.js'
import { createSendPreview, type SendPreview } from '../controllers/send-preview.js'
import { SEND_ERRORS } from '../controllers/send-request.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { CaipAddress } from '../utils/caip.js'

interface SendPreviewWiring {
  send: Send
  /** The names mapping, loaded with Send's preview (out of the first load). */
  namesApi: () => Promise<Pick<NamesApi, 'resolveName'>>
  getActiveCaipAddress: () => CaipAddress | undefined
  /** The balances store: Send's max and preview read the active account's balances there. */
  balances: Pick<Balances, 'store'>
  getActiveCaipNetwork: () => CaipNetwork | undefined
}

/**
 * Send's preview on the active network. It loads with Send (a lazy part itself); the names
 * mapping and the fee estimator (viem, kit) load on their first use.
 */
export function wireSendPreview(wiring: SendPreviewWiring): SendPreview {
  return createSendPreview({
    send: wiring.send,
    getActiveCaipAddress: wiring.getActiveCaipAddress,
    accountBalances: () =>
      balancesOf(wiring.balances.store.getState(), wiring.getActiveCaipAddress()).balances,
    resolveName: async (name) => (await wiring.namesApi()).resolveName(name),
    estimateNetworkFee: async (request) => {
      const network = wiring.getActiveCaipNetwork()
      if (!network) throw new Error(SEND_ERRORS.unsupportedChain)
      const { estimateNetworkFee } = await import('../connectors/network-fee.js')
      return estimateNetworkFee(network, request)
    },
  })
}
