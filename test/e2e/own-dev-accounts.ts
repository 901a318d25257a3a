/**
 * Dev accounts (indices into devnet/evm/dev-accounts.ts) that one e2e file alone spends from or
 * checks exactly. The browser suite shares one devnet, so two files on one account break each
 * other's balance and activity checks: every such account is claimed here, once.
 */
export const OWN_DEV_ACCOUNTS = {
  emailWalletFunder: 7,
  emailWalletReceiver: 8,
  activityPaged: 11,
  activityPayer: 12,
  activityEmpty: 13,
  swapExpiryLight: 14,
  swapExpiryDark: 15,
  swapExpiryRefresh: 16,
  onRampBuyer: 17,
  sendMax: 18,
  activitySeeded: 19,
  faultsBalances: 9,
  faultsActivity: 10,
  devtoolsSwap: 20,
  // test/hosts: the funder of the email logins' wallets, the wallet that refuses, the
  // WalletConnect test wallet's account.
  hostsEmailFunder: 21,
  hostsRefusingWallet: 22,
  hostsWalletConnect: 23,
  dappTabSender: 27,
  faultsChain: 28,
  crossTabWallet: 29,
  // batch-calls: a wallet without EIP-5792, one that refuses a batch's second call, one that
  // sends batches atomically.
  batchPlain: 30,
  batchRefusal: 31,
  batchAtomic: 24,
  // test/hosts: wagmi's batch hooks with an atomic wallet and with one without EIP-5792.
  hostsBatchAtomic: 25,
  hostsBatchPlain: 26,
  // modal-swap: a swap with an approval by a wallet without EIP-5792, and by one that sends the
  // approval and the swap as one atomic batch (both hold the seeded DAI).
  swapApprovalPlain: 3,
  swapApprovalAtomic: 4,
  // wallet-assets: a wallet that lists its assets (it holds the devnet tokens), one that does not,
  // a WalletConnect wallet that never answers wallet_getCapabilities, one that lists its assets
  // (asked again after a reload).
  assetDiscovery: 5,
  assetDiscoveryAbsent: 6,
  assetDiscoverySilent: 2,
  assetDiscoveryWalletConnect: 36,
} as const

const claimed = Object.values(OWN_DEV_ACCOUNTS)
if (new Set(claimed).size !== claimed.length) {
  throw new Error('Two e2e files claim the same dev account in OWN_DEV_ACCOUNTS')
}

/**
 * Solana dev keypairs (devnet/solana/dev-keypairs.ts) one e2e file alone spends from. Keypair 0 is
 * the test wallet's, 1 its sends' receiver, 4 the USDC mint authority (the on-ramp).
 */
export const OWN_SOLANA_DEV_KEYPAIRS = {
  emailSolanaFunder: 2,
  // test/hosts: funds the email login's embedded Solana wallet with USDC.
  hostsSolanaFunder: 3,
  // playground-dapp: the Your dapp tab's Solana calls.
  dappTabSolana: 5,
} as const
