import { createServer } from 'node:http'
import { address, lamports, type Address } from '@solana/kit'
import {
  DEVNET_USDC_MINT,
  LAMPORTS_PER_SOL,
  SOLANA_DEVNET_CAIP_NETWORK_ID,
  SOLANA_DEVNET_GENESIS_HASH,
} from './cluster.js'
import { deriveSolanaDevKeypairs, SOLANA_DEV_ROLES, type SolanaDevKeypair } from './dev-keypairs.js'
import { createHttpEndpoint } from './http-endpoint.js'
import { createLedger, type Ledger } from './ledger.js'
import { listenOnLoopback } from './listen.js'
import { createRpcMethods } from './rpc-methods.js'
import { seedUsdc } from './seed-usdc.js'
import { attachSubscriptions } from './subscriptions.js'

export { SOLANA_DEVNET_GENESIS_HASH } from './cluster.js'
export {
  deriveSolanaDevKeypairs,
  SOLANA_DEV_KEYPAIR_COUNT,
  SOLANA_DEV_ROLES,
  type SolanaDevKeypair,
} from './dev-keypairs.js'

export const DEV_KEYPAIR_LAMPORTS = 100n * LAMPORTS_PER_SOL
/** 10,000 USDC in base units. */
export const DEV_KEYPAIR_USDC = 10_000_000_000n

export interface StartSolanaDevnetOptions {
  /** 0 picks a free port; HTTP and WebSocket share it. */
  port: number
  log?: (line: string) => void
}

export interface SolanaDevnet {
  /** JSON-RPC over HTTP (POST /). */
  url: string
  /** The same port over WebSocket, for subscriptions. */
  wsUrl: string
  caipNetworkId: typeof SOLANA_DEVNET_CAIP_NETWORK_ID
  genesisHash: string
  /** Each holds 100 SOL and 10,000 USDC at start; see SOLANA_DEV_ROLES. */
  devKeypairs: SolanaDevKeypair[]
  usdcMint: Address
  close: () => Promise<void>
}

/** 100 SOL (airdrops that land) and 10,000 USDC (genesis accounts) per dev keypair. */
async function fundDevKeypairs(ledger: Ledger, devKeypairs: SolanaDevKeypair[]): Promise<Address> {
  const holders = devKeypairs.map((keypair) => keypair.address)
  for (const holder of holders) ledger.airdrop(holder, lamports(DEV_KEYPAIR_LAMPORTS))
  const mintAuthority = devKeypairs[SOLANA_DEV_ROLES.mintAuthority]
  if (!mintAuthority) throw new Error('Solana devnet: the mint authority keypair is missing')
  const usdcMint = address(DEVNET_USDC_MINT)
  await seedUsdc(ledger, {
    mint: usdcMint,
    mintAuthority: mintAuthority.address,
    holders,
    amountPerHolder: DEV_KEYPAIR_USDC,
  })
  return usdcMint
}

/** Starts a local Solana cluster (litesvm) behind a JSON-RPC endpoint on 127.0.0.1. */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions): Promise<SolanaDevnet> {
  const startedAt = performance.now()
  const log = options.log ?? console.log
  const onInternalError = (error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error)
    log(`Solana devnet: internal error: ${detail}`)
  }

  const ledger = createLedger()
  const devKeypairs = await deriveSolanaDevKeypairs()
  const usdcMint = await fundDevKeypairs(ledger, devKeypairs)

  const server = createServer(createHttpEndpoint(createRpcMethods(ledger), onInternalError))
  const port = await listenOnLoopback(server, options.port, 'Solana devnet')
  // Attached once listening: ws re-emits the server's errors, and an unhandled one would throw.
  const subscriptions = attachSubscriptions(server, ledger, onInternalError)

  const url = `http://127.0.0.1:${port}`
  const elapsed = Math.round(performance.now() - startedAt)
  log(`Solana devnet ready in ${elapsed} ms: ${SOLANA_DEVNET_CAIP_NETWORK_ID} ${url}`)
  return {
    url,
    wsUrl: `ws://127.0.0.1:${port}`,
    caipNetworkId: SOLANA_DEVNET_CAIP_NETWORK_ID,
    genesisHash: SOLANA_DEVNET_GENESIS_HASH,
    devKeypairs,
    usdcMint,
    close: async () => {
      subscriptions.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      })
    },
  }
}
