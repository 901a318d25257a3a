// The custom buttons page: the app draws its own connect and network buttons from the render-prop
// forms (ConnectButtonCustom, NetworkButtonCustom) and logs out with usePorticoDisconnect.
import { ConnectButtonCustom, NetworkButtonCustom, usePorticoDisconnect } from 'portico/react'
import { evmNetwork } from './devnet-host.js'
import { devnetPortico } from './devnet-portico.js'

function LogOut() {
  const { disconnect } = usePorticoDisconnect()
  return (
    <button type="button" data-app="log-out" onClick={() => void disconnect()}>
      Log out
    </button>
  )
}

function AppButtons() {
  return (
    <nav>
      <ConnectButtonCustom label="Sign in with a wallet">
        {(wallet) =>
          wallet.isConnected ? (
            <>
              <button type="button" data-app="account" onClick={wallet.openAccountModal}>
                {wallet.displayName} ({wallet.displayBalance ?? '…'})
              </button>
              <LogOut />
            </>
          ) : (
            <button
              type="button"
              data-app="sign-in"
              data-status={wallet.status}
              onClick={wallet.openConnectModal}
            >
              {wallet.label}
            </button>
          )
        }
      </ConnectButtonCustom>
      <NetworkButtonCustom>
        {(chain) => (
          <button type="button" data-app="chain" onClick={chain.openNetworkModal}>
            On {chain.label}
          </button>
        )}
      </NetworkButtonCustom>
    </nav>
  )
}

devnetPortico(
  'custom buttons host',
  [evmNetwork(1, 'Ethereum (devnet)'), evmNetwork(8453, 'Base (devnet)')],
  <AppButtons />,
)
