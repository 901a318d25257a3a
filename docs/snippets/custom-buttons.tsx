// The app's own buttons from the render-prop forms: Portico hands the state and the actions.
import { ConnectButtonCustom, NetworkButtonCustom, usePorticoDisconnect } from 'portico/react'

export function AppButtons() {
  const { disconnect } = usePorticoDisconnect()
  return (
    <nav>
      <ConnectButtonCustom label="Sign in with a wallet">
        {(wallet) =>
          wallet.isConnected ? (
            <>
              <button type="button" onClick={wallet.openAccountModal}>
                {wallet.displayName} ({wallet.displayBalance ?? '…'})
              </button>
              <button type="button" onClick={() => void disconnect()}>
                Log out
              </button>
            </>
          ) : (
            <button
              type="button"
              disabled={wallet.status === 'connecting'}
              onClick={wallet.openConnectModal}
            >
              {wallet.label}
            </button>
          )
        }
      </ConnectButtonCustom>
      <NetworkButtonCustom>
        {(chain) => (
          <button type="button" onClick={chain.openNetworkModal}>
            {chain.imageUrl && <img src={chain.imageUrl} alt="" width={16} height={16} />}
            {chain.label}
          </button>
        )}
      </NetworkButtonCustom>
    </nav>
  )
}
