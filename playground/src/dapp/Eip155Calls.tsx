import { stringToHex } from 'viem'
import type { Eip1193Provider } from '../../../src/connectors/injected.js'
import { usePorticoNetwork } from '../../../src/react/use-portico-network.js'
import { DappCall } from './DappCall.js'
import { Eip155BatchCalls } from './Eip155BatchCalls.js'

export const DAPP_MESSAGE = 'Hello from your dapp'

/** The first account the provider shares, as a host app reads it before signing. */
async function firstAccount(provider: Eip1193Provider): Promise<string> {
  const accounts: unknown = await provider.request({ method: 'eth_accounts' })
  const account: unknown = Array.isArray(accounts) ? accounts.at(0) : undefined
  if (typeof account !== 'string') throw new Error('The wallet shares no account')
  return account
}

/**
 * The EIP-1193 calls a host app makes on `portico.getProvider('eip155')`; viem, ethers and wagmi
 * make the same ones underneath. The send moves 1 wei to the account itself, so only gas is spent.
 */
export function Eip155Calls({ provider }: { provider: Eip1193Provider }) {
  const { network } = usePorticoNetwork()
  // The playground's two EVM networks: a switch goes to the one the wallet is not on.
  const target =
    network?.id === 8453 ? { id: '0x1', name: 'Ethereum' } : { id: '0x2105', name: 'Base' }
  return (
    <ul className="dapp-calls">
      <DappCall
        method="eth_accounts"
        snippet="await provider.request({ method: 'eth_accounts' })"
        run={() => provider.request({ method: 'eth_accounts' })}
      />
      <DappCall
        method="eth_chainId"
        snippet="await provider.request({ method: 'eth_chainId' })"
        run={() => provider.request({ method: 'eth_chainId' })}
      />
      <DappCall
        method="personal_sign"
        snippet={`await provider.request({\n  method: 'personal_sign',\n  params: [stringToHex('${DAPP_MESSAGE}'), account],\n})`}
        run={async () =>
          provider.request({
            method: 'personal_sign',
            params: [stringToHex(DAPP_MESSAGE), await firstAccount(provider)],
          })
        }
      />
      <DappCall
        method="eth_sendTransaction"
        snippet={
          "await provider.request({\n  method: 'eth_sendTransaction',\n  params: [{ from: account, to: account, value: '0x1' }],\n})"
        }
        run={async () => {
          const account = await firstAccount(provider)
          return provider.request({
            method: 'eth_sendTransaction',
            params: [{ from: account, to: account, value: '0x1' }],
          })
        }}
      />
      <DappCall
        method="wallet_switchEthereumChain"
        snippet={`await provider.request({\n  method: 'wallet_switchEthereumChain',\n  params: [{ chainId: '${target.id}' }], // ${target.name}\n})`}
        run={() =>
          provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: target.id }],
          })
        }
      />
      <Eip155BatchCalls provider={provider} />
    </ul>
  )
}
