import { HostCard } from './HostCard.js'
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
    <HostCard id="devnet-wallets-title" title="Test wallets" className="devnet-wallets">
      <p className="muted">The devnet's EIP-6963 and Solana wallets are installed on this page.</p>
      <ul className="link-list">
        <li>
          <a
            href={urlWithMultiChainWallet(window.location.href, !multiChain)}
            data-action="multichain-wallet"
          >
            {multiChain
              ? 'Remove the multi-chain wallet'
              : 'Install the multi-chain wallet (EVM + Solana)'}
          </a>
        </li>
        <li>
          <a
            href="/walletconnect-wallet.html"
            target="_blank"
            rel="noreferrer"
            data-action="walletconnect-wallet"
          >
            WalletConnect test wallet (pair with Copy link)
          </a>
        </li>
      </ul>
    </HostCard>
  )
}
