// The wagmi page: wagmi on the Portico connector, the dapp's actions on window.host.
import { getAddress } from 'viem'
import { getAccount, reconnect, signMessage, waitForTransactionReceipt } from 'wagmi/actions'
import { rpcUrl, settle } from './devnet-host.js'
import { devnetPortico } from './devnet-portico.js'
import { createWagmiConfig } from './wagmi-config.js'
import { renderWagmiState, transferWithHook } from './wagmi-state.js'
import { batchWithHooks } from './wagmi-batch.js'
import {
  connectPortico,
  sendWithData,
  signMail,
  switchToBase,
  transferToken,
} from './wagmi-actions.js'

const portico = devnetPortico('wagmi host')
const config = createWagmiConfig(portico, { ethereum: rpcUrl(1), base: rpcUrl(8453) })
const reconnected = reconnect(config)
renderWagmiState(config)

window.host = {
  reconnected: () => settle(async () => (await reconnected).length),
  connect: () => settle(() => connectPortico(config)),
  /** Portico's own eip155 connection, as its provider answers (null while none). */
  porticoAccount: () =>
    settle(async () => {
      const provider = portico.getProvider('eip155')
      if (!provider) return null
      const [accounts, chainId] = await Promise.all([
        provider.request({ method: 'eth_accounts' }),
        provider.request({ method: 'eth_chainId' }),
      ])
      return { accounts, chainId: Number(chainId) }
    }),
  account: () => {
    const { address, chainId, status, connector } = getAccount(config)
    return Promise.resolve({ address, chainId, status, connector: connector?.id })
  },
  transfer: (token: string, to: string, amount: string) =>
    settle(
      async () =>
        (await transferToken(config, getAddress(token), getAddress(to), BigInt(amount))).status,
    ),
  transferWithHook: (token: string, to: string, amount: string) =>
    settle(async () => {
      const hash = await transferWithHook(getAddress(token), getAddress(to), BigInt(amount))
      return (await waitForTransactionReceipt(config, { hash })).status
    }),
  batchWithHooks: (token: string, receiver: string, amount: string, atomic?: 'atomic') =>
    settle(() =>
      batchWithHooks(getAddress(token), getAddress(receiver), BigInt(amount), atomic === 'atomic'),
    ),
  signMail: () => settle(() => signMail(config)),
  signText: (message: string) => settle(() => signMessage(config, { message })),
  sendWithData: (to: string, data: `0x${string}`) =>
    settle(async () => (await sendWithData(config, getAddress(to), data)).transactionHash),
  switchToBase: () => settle(async () => (await switchToBase(config)).id),
}
