/** Connector ids of Wallet Standard wallets: `walletStandard:<the wallet's name>`. */
export const WALLET_STANDARD_ID_PREFIX = 'walletStandard:'
