// On phones: the way back from the wallet app, and a wallet app of the app's own.
import { createPortico, type CreatePorticoOptions } from 'portico'

export function createMobilePortico(options: CreatePorticoOptions) {
  return createPortico({
    ...options,
    walletConnect: {
      relayUrl: 'wss://relay.example',
      // The pairing's metadata.redirect: a wallet that honours it opens this once the visitor
      // approved, bringing them back to the dapp. `native` is for a dapp that is an app itself.
      redirect: { universal: 'https://dapp.example/' },
    },
    // A wallet the registry does not list: on a phone its mobile_link opens it with the pairing.
    customWallets: [
      {
        id: 'my-wallet',
        name: 'My Wallet',
        mobile_link: 'https://wallet.example/app',
        image_url: 'https://wallet.example/icon.png',
      },
    ],
  })
}
