// README (wagmi): Portico as wagmi's connector; every connection kind of the modal is this one.
import type { Portico } from 'portico'
import { porticoConnector } from 'portico/wagmi'
import { createConfig, http } from 'wagmi'
import { base, mainnet } from 'wagmi/chains'

export function createWagmiConfig(portico: Portico, rpcUrls: { ethereum: string; base: string }) {
  return createConfig({
    chains: [mainnet, base],
    connectors: [porticoConnector(portico)],
    transports: { [mainnet.id]: http(rpcUrls.ethereum), [base.id]: http(rpcUrls.base) },
  })
}
