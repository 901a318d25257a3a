import { lamports, none, some, type Address } from '@solana/kit'
import {
  AccountState,
  findAssociatedTokenPda,
  getMintEncoder,
  getMintSize,
  getTokenEncoder,
  getTokenSize,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { DEVNET_USDC_DECIMALS } from './cluster.js'
import type { Ledger } from './ledger.js'

export interface SeedUsdcOptions {
  mint: Address
  mintAuthority: Address
  holders: readonly Address[]
  /** Base units credited to each holder's associated token account. */
  amountPerHolder: bigint
}

/**
 * Writes the USDC mint and one associated token account per holder straight into the genesis
 * state, as a cluster's genesis config would, so start-up sends no transactions. From then on
 * the SPL Token program bundled with litesvm owns them: transfers and mints are real instructions.
 * Returns the token account addresses, in the order of `holders`.
 */
export async function seedUsdc(ledger: Ledger, options: SeedUsdcOptions): Promise<Address[]> {
  const rentExempt = (size: number) =>
    lamports(ledger.accounts.minimumBalanceForRentExemption(BigInt(size)))
  ledger.seedAccount({
    address: options.mint,
    programAddress: TOKEN_PROGRAM_ADDRESS,
    executable: false,
    lamports: rentExempt(getMintSize()),
    space: BigInt(getMintSize()),
    data: getMintEncoder().encode({
      mintAuthority: some(options.mintAuthority),
      supply: options.amountPerHolder * BigInt(options.holders.length),
      decimals: DEVNET_USDC_DECIMALS,
      isInitialized: true,
      freezeAuthority: none(),
    }),
  })

  return Promise.all(
    options.holders.map(async (owner) => {
      const [tokenAccount] = await findAssociatedTokenPda({
        owner,
        mint: options.mint,
        tokenProgram: TOKEN_PROGRAM_ADDRESS,
      })
      ledger.seedAccount({
        address: tokenAccount,
        programAddress: TOKEN_PROGRAM_ADDRESS,
        executable: false,
        lamports: rentExempt(getTokenSize()),
        space: BigInt(getTokenSize()),
        data: getTokenEncoder().encode({
          mint: options.mint,
          owner,
          amount: options.amountPerHolder,
          delegate: none(),
          state: AccountState.Initialized,
          isNative: none(),
          delegatedAmount: 0n,
          closeAuthority: none(),
        }),
      })
      return tokenAccount
    }),
  )
}
