// wagmi's EIP-5792 hooks on the Portico connector: useCapabilities, useSendCalls and
// useCallsStatus, with their state on data attributes the browser test reads.
import { useEffect } from 'react'
import { erc20Abi, type Address } from 'viem'
import { useCallsStatus, useCapabilities, useSendCalls } from 'wagmi'

type HookBatch = (
  token: Address,
  receiver: Address,
  amount: bigint,
  forceAtomic: boolean,
) => Promise<string>

let hookBatch: HookBatch | undefined

/**
 * useSendCalls' batch (an approval and the transferFrom spending it); resolves with its id.
 * `forceAtomic` asks for EIP-5792's atomicRequired: true.
 */
export function batchWithHooks(
  token: Address,
  receiver: Address,
  amount: bigint,
  forceAtomic = false,
) {
  if (!hookBatch) throw new Error('The wagmi batch state is not rendered')
  return hookBatch(token, receiver, amount, forceAtomic)
}

const POLL_MS = 500

/**
 * The connected account approves itself and spends the allowance at once, paying `receiver`:
 * two calls that must go in order, the shape of an approve-then-swap.
 */
export function WagmiBatch({ account }: { account: Address | undefined }) {
  const capabilities = useCapabilities({ chainId: 1, query: { enabled: account !== undefined } })
  const { sendCallsAsync, data: sent } = useSendCalls()
  const status = useCallsStatus({
    id: sent?.id ?? '',
    query: {
      enabled: sent !== undefined,
      refetchInterval: (query) =>
        query.state.data === undefined || query.state.data.status === 'pending' ? POLL_MS : false,
    },
  })
  useEffect(() => {
    hookBatch = async (token, receiver, amount, forceAtomic) => {
      if (!account) throw new Error('wagmi has no account')
      const { id } = await sendCallsAsync({
        forceAtomic,
        calls: [
          { to: token, abi: erc20Abi, functionName: 'approve', args: [account, amount] },
          {
            to: token,
            abi: erc20Abi,
            functionName: 'transferFrom',
            args: [account, receiver, amount],
          },
        ],
      })
      return id
    }
  }, [sendCallsAsync, account])
  const atomic: unknown = capabilities.data?.atomic
  return (
    <output
      data-wagmi-batch=""
      data-capability={JSON.stringify(atomic ?? null)}
      data-status={status.data?.status ?? ''}
      data-atomic={status.data === undefined ? '' : String(status.data.atomic)}
      data-receipts={String(status.data?.receipts?.length ?? '')}
    >
      wagmi batch: {status.data?.status ?? 'none'}
    </output>
  )
}
