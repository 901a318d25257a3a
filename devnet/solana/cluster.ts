/**
 * The local cluster presents itself as Solana devnet: wallets and apps tell clusters apart by the
 * genesis hash (CAIP-2 takes its first 32 characters), and devnet is the cluster a test build is
 * expected to talk to. Nothing here ever reaches the real devnet.
 */
export const SOLANA_DEVNET_GENESIS_HASH = 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG'
export const SOLANA_DEVNET_CAIP_NETWORK_ID = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'

/** Circle's USDC mint on Solana devnet, so apps that know it by address find it here too. */
export const DEVNET_USDC_MINT = '4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU'
export const DEVNET_USDC_DECIMALS = 6

/** Reported by getVersion and in every reply context; nominal, litesvm has no release of its own. */
export const RPC_API_VERSION = '2.3.0'
export const FEATURE_SET = 3_294_202_862

export const LAMPORTS_PER_SOL = 1_000_000_000n
/** What a transaction pays per signature; litesvm charges the same. */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/** A blockhash stays usable for this many blocks, as on a real cluster. */
export const BLOCKHASH_LIFETIME_BLOCKS = 150n
