import { urlWithMultiChainWallet, wantsMultiChainWallet } from './requested-wallets.js'

/**
 * The devnet pages and scripts that act as wallets, for a newcomer to connect each kind: the
 * EIP-6963 and Wallet Standard wallets are installed on this page already; the multi-chain wallet
 * (both under one name) on request; the WalletConnect wallet is a page of its own, paired by
 * pasting the modal's "Copy link".
 */
export function DevnetWallets() {
  const multiChain = wantsMultiChainWallet(window.location.search)
  return (
    <div className="view-opener devnet-wallets" role="group" aria-label="Devnet test wallets">
      <span>Test wallets</span>
      <a
        href={urlWithMultiChainWallet(window.location.href, !multiChain)}
        data-action="multichain-wallet"
      >
        {multiChain
          ? 'Remove the multi-chain wallet'
          : 'Install the multi-chain wallet (EVM + Solana)'}
      </a>
      <a
        href="/walletconnect-wallet.html"
        target="_blank"
        rel="noreferrer"
        data-action="walletconnect-wallet"
      >
        WalletConnect test wallet (pair with Copy link)
      </a>
    </div>
  )
}
