// wagmi's React state beside Portico's buttons: what useConnection (wagmi 3's useAccount) and
// useChainId show, on data attributes the browser test reads, useWriteContract's transfer and
// the EIP-5792 hooks (wagmi-batch.tsx).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { erc20Abi, type Address, type Hash } from 'viem'
import { WagmiProvider, useChainId, useConnection, useWriteContract, type Config } from 'wagmi'
import { WagmiBatch } from './wagmi-batch.js'

type HookTransfer = (token: Address, to: Address, amount: bigint) => Promise<Hash>

let hookTransfer: HookTransfer | undefined

/** useWriteContract's ERC-20 transfer, once the component has rendered. */
export function transferWithHook(token: Address, to: Address, amount: bigint): Promise<Hash> {
  if (!hookTransfer) throw new Error('The wagmi state is not rendered')
  return hookTransfer(token, to, amount)
}

function WagmiState() {
  const { address, status } = useConnection()
  const chainId = useChainId()
  const { writeContractAsync } = useWriteContract()
  useEffect(() => {
    hookTransfer = (token, to, amount) =>
      writeContractAsync({
        address: token,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      })
  }, [writeContractAsync])
  return (
    <>
      <output
        data-wagmi-state=""
        data-status={status}
        data-address={address ?? ''}
        data-chain-id={String(chainId)}
      >
        wagmi: {status} {address ?? ''} on {chainId}
      </output>
      <WagmiBatch account={address} />
    </>
  )
}

/**
 * Renders wagmi's state into its own element. WagmiProvider reconnects on mount as an app's does
 * (a no-op while the page's own reconnect runs); without it, it would empty the connections
 * that reconnect restored.
 */
export function renderWagmiState(config: Config): void {
  const element = document.createElement('div')
  document.body.append(element)
  createRoot(element).render(
    <WagmiProvider config={config}>
      <QueryClientProvider client={new QueryClient()}>
        <WagmiState />
      </QueryClientProvider>
    </WagmiProvider>,
  )
}
