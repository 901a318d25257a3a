import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin, PreviewServer, ViteDevServer } from 'vite'
import { DEV_ROLES, deriveDevAccounts } from '../devnet/evm/dev-accounts.js'
import { deriveSolanaDevKeypair, SOLANA_DEV_ROLES } from '../devnet/solana/dev-keypairs.js'
import { buildInjectedWalletScript } from '../devnet/wallets/injected-wallet-script.js'
import { buildMultiChainWalletScript } from '../devnet/wallets/multi-chain-wallet-script.js'
import { buildSolanaWalletScript } from '../devnet/wallets/solana-wallet-script.js'
import { isAddress } from '../src/utils/evm.js'
import { isRecord } from '../src/utils/is-record.js'

const EVM_CHAIN_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum (devnet)',
  'eip155:8453': 'Base (devnet)',
}

/** The endpoints file, read once per request: each route needs several of its entries. */
async function readEndpoints(endpointsFile: string): Promise<Record<string, unknown>> {
  const parsed: unknown = JSON.parse(await readFile(endpointsFile, 'utf8'))
  if (!isRecord(parsed)) throw new Error('endpoints.json is not a JSON object')
  return parsed
}

function endpointChains(endpoints: Record<string, unknown>): object {
  const chains = endpoints.chains
  if (typeof chains !== 'object' || chains === null) throw new Error('endpoints.json has no chains')
  return chains
}

/** Each EVM chain's BatchExecutor from the endpoints file, where it names one. */
function batchExecutors(endpoints: Record<string, unknown>): Map<string, `0x${string}`> {
  const listed = isRecord(endpoints.batchExecutors) ? endpoints.batchExecutors : {}
  return new Map(
    Object.entries(listed).flatMap(([caipNetworkId, address]) =>
      typeof address === 'string' && isAddress(address, { strict: false })
        ? [[caipNetworkId, address]]
        : [],
    ),
  )
}

/**
 * The devnet's EVM chains from its endpoints file, as the test wallet takes them: with their
 * BatchExecutor, so its EIP-5792 batches are atomic.
 */
function walletChains(endpoints: Record<string, unknown>) {
  const executors = batchExecutors(endpoints)
  return Object.entries(endpointChains(endpoints)).flatMap(([caipNetworkId, rpcUrl]) => {
    const name = EVM_CHAIN_NAMES[caipNetworkId]
    if (!name || typeof rpcUrl !== 'string') return []
    const chainId = Number(caipNetworkId.split(':')[1])
    return [{ chainId, rpcUrl, name, batchExecutor: executors.get(caipNetworkId) }]
  })
}

/** The dev wallet account's key and the devnet's EVM chains. */
function evmWallet(endpoints: Record<string, unknown>) {
  const [account] = deriveDevAccounts(DEV_ROLES.wallet + 1).slice(DEV_ROLES.wallet)
  if (!account) throw new Error('No dev wallet account')
  return { privateKey: account.privateKey, chains: walletChains(endpoints) }
}

/** The Solana test wallet signs with the wallet dev keypair and sends to the devnet cluster. */
async function solanaWallet(endpoints: Record<string, unknown>) {
  const entries: [string, unknown][] = Object.entries(endpointChains(endpoints))
  const [caipNetworkId, rpcUrl] = entries.find(([id]) => id.startsWith('solana:')) ?? []
  if (typeof rpcUrl !== 'string' || !caipNetworkId) {
    throw new Error('endpoints.json has no Solana cluster')
  }
  const keypair = await deriveSolanaDevKeypair(SOLANA_DEV_ROLES.wallet)
  return { secretKey: keypair.secretKey, rpcUrl, caipNetworkId }
}

function relayUrl(endpoints: Record<string, unknown>): string {
  const relay = endpoints.relay
  if (typeof relay !== 'string') throw new Error('endpoints.json has no relay')
  return relay
}

/** What the WalletConnect wallet page needs: the relay and the same dev keys as the wallets. */
async function walletConnectWalletConfig(endpointsFile: string): Promise<string> {
  const endpoints = await readEndpoints(endpointsFile)
  const evm = evmWallet(endpoints)
  const solana = await solanaWallet(endpoints)
  return JSON.stringify({
    relayUrl: relayUrl(endpoints),
    evm: {
      privateKey: evm.privateKey,
      chains: evm.chains.map(({ chainId, rpcUrl }) => ({
        caipNetworkId: `eip155:${String(chainId)}`,
        rpcUrl,
      })),
    },
    solana: { ...solana, secretKey: [...solana.secretKey] },
  })
}

function serveScript(build: () => Promise<string>, contentType = 'text/javascript') {
  return (_request: IncomingMessage, response: ServerResponse): void => {
    build().then(
      (script) => {
        response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
        response.end(script)
      },
      (error: unknown) => {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end(`No devnet wallet: ${error instanceof Error ? error.message : String(error)}`)
      },
    )
  }
}

/**
 * The wallet page as a wallet app's universal link: `/wallet-app/wc?uri=…` (a pairing) and
 * `/wallet-app/wc?requestId=…&sessionTopic=…` (a request) are walletconnect-wallet.html with that
 * query, as WalletConnect's mobile linking writes them.
 */
function walletAppLink(request: IncomingMessage, _response: ServerResponse, next: () => void) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/wallet-app/wc' || url.pathname === '/wallet-app/wc/') {
    request.url = `/walletconnect-wallet.html${url.search}`
  }
  next()
}

/**
 * Serves the devnet test wallets for a visitor of the playground to connect: GET
 * /devnet-wallet.js, the EIP-6963 wallet (the dev wallet account's public Hardhat key) on the
 * devnet's EVM chains, and GET /devnet-solana-wallet.js, the Wallet Standard wallet (the wallet
 * dev keypair) on the devnet's Solana cluster, and GET /devnet-multichain-wallet.js, both of them
 * under one name (a wallet installed for EVM and Solana), which the host page loads on request;
 * GET /devnet-walletconnect-wallet.json gives the WalletConnect wallet page (walletconnect-wallet.html)
 * the relay and the same dev keys.
 */
export function devnetWalletPlugin(endpointsFile: string): Plugin {
  const routes = {
    '/devnet-wallet.js': serveScript(async () =>
      buildInjectedWalletScript(evmWallet(await readEndpoints(endpointsFile))),
    ),
    '/devnet-solana-wallet.js': serveScript(async () =>
      buildSolanaWalletScript(await solanaWallet(await readEndpoints(endpointsFile))),
    ),
    '/devnet-walletconnect-wallet.json': serveScript(
      () => walletConnectWalletConfig(endpointsFile),
      'application/json',
    ),
    '/devnet-multichain-wallet.js': serveScript(async () => {
      const endpoints = await readEndpoints(endpointsFile)
      return buildMultiChainWalletScript({
        ...evmWallet(endpoints),
        ...(await solanaWallet(endpoints)),
      })
    }),
  }
  const mount = (server: ViteDevServer | PreviewServer): void => {
    server.middlewares.use(walletAppLink)
    for (const [path, handler] of Object.entries(routes)) server.middlewares.use(path, handler)
  }
  return {
    name: 'portico-playground-devnet-wallet',
    configureServer: mount,
    configurePreviewServer: mount,
  }
}
