import { pbkdf2Sync } from 'node:crypto'
import { toHex, type Address, type Hex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

/** Hardhat's well-known development mnemonic: its accounts are public, never use them elsewhere. */
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk'
// More than the seeded roles need: each e2e file that spends or checks balances claims one of its
// own (test/e2e/own-dev-accounts.ts), so the shared browser-suite devnet never mixes two files.
export const DEV_ACCOUNT_COUNT = 40
export const DEV_ACCOUNT_BALANCE_WEI = 10_000n * 10n ** 18n

/** Which dev account plays which part in the seeded devnet. */
export const DEV_ROLES = {
  /** The account wallets connect with: it owns the seeded history. */
  wallet: 0,
  /** Deploys every contract and owns the tokens, so it is the one that mints (the on-ramp). */
  deployer: 19,
  spammer: 18,
} as const

export interface DevAccount {
  index: number
  address: Address
  privateKey: Hex
}

/**
 * Derives the dev accounts (BIP-44 m/44'/60'/0'/0/i) from DEV_MNEMONIC. The seed comes from
 * node:crypto because viem's mnemonicToAccount reruns the 2048-round PBKDF2 for every account.
 */
export function deriveDevAccounts(count: number = DEV_ACCOUNT_COUNT): DevAccount[] {
  const seed = pbkdf2Sync(DEV_MNEMONIC.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const account = hdKeyToAccount(root, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    if (!privateKey) throw new Error(`No private key derived for dev account ${String(index)}`)
    return { index, address: account.address, privateKey: toHex(privateKey) }
  })
}
