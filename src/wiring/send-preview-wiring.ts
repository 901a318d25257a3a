import type { BlockchainApiClient } from '../clients/blockchain-api-client.js'
import type { Send } from '../controllers/send.js'
import { createSendPreview } from '../controllers/send-preview.js'
import { SEND_ERRORS } from '../controllers/send-request.js'
import type { CaipNetwork } from '../core/caip-network.js'
import type { CaipAddress } from '../utils/caip.js'

interface SendPreviewWiring {
  send: Send
  names: BlockchainApiClient['names']
  getActiveCaipAddress: () => CaipAddress | undefined
  getActiveCaipNetwork: () => CaipNetwork | undefined
}

/** Send's preview on the active network; the fee estimator (viem, kit) loads on first use. */
export function wireSendPreview(wiring: SendPreviewWiring) {
  return createSendPreview({
    send: wiring.send,
    getActiveCaipAddress: wiring.getActiveCaipAddress,
    resolveName: (name) => wiring.names.resolveName(name),
    estimateNetworkFee: async (request) => {
      const network = wiring.getActiveCaipNetwork()
      if (!network) throw new Error(SEND_ERRORS.unsupportedChain)
      const { estimateNetworkFee } = await import('../connectors/network-fee.js')
      return estimateNetworkFee(network, request)
    },
  })
}
