import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import type { CreatePorticoOptions } from '../../../src/create-portico.js'
import { defineCaipNetwork } from '../../../src/core/caip-network.js'
import { createMemoryStorage } from '../../../src/core/storage.js'

/** A devnet chain with a Project API asset image, so its icon is a request too. */
export const devnetChain = defineCaipNetwork({
  id: 31337,
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  assets: { imageId: 'ethereum' },
})

/** An instance in Node against one devnet Project API (the analytics collector too). */
export function devnetPorticoOptions(
  apiUrl: string,
  extra: Partial<CreatePorticoOptions> = {},
): CreatePorticoOptions {
  return {
    projectId: DEVNET_PROJECT_ID,
    networks: [devnetChain],
    metadata: { name: 'Privacy test', description: '', url: 'http://127.0.0.1:5173', icons: [] },
    apiUrls: { blockchainApi: apiUrl, projectApi: apiUrl, analytics: apiUrl },
    storage: { backend: createMemoryStorage() },
    warn: () => undefined,
    ...extra,
  }
}
