/** How one devnet EVM chain is doing, as its supervisor sees it (supervised-chain.ts). */
export interface ChainHealth {
  caipNetworkId: `eip155:${number}`
  name: string
  rpcUrl: string
  /** `restarting` from a crash until the restarted chain is deployed and seeded again. */
  state: 'starting' | 'up' | 'restarting' | 'stopped'
  /** The chain's process, while there is one. */
  pid: number | null
  /** Restarts after crashes since the devnet started. */
  restarts: number
  lastCrash: { reason: string; at: string } | null
}
