import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { DEV_ROLES, deriveDevAccounts } from '../devnet/evm/dev-accounts.js'
import { buildInjectedWalletScript } from '../devnet/wallets/injected-wallet-script.js'

const EVM_CHAIN_NAMES: Readonly<Record<string, string>> = {
  'eip155:1': 'Ethereum (devnet)',
  'eip155:8453': 'Base (devnet)',
}

/** The devnet's EVM chains from its endpoints file, as the test wallet takes them. */
async function walletChains(endpointsFile: string) {
  const parsed: unknown = JSON.parse(await readFile(endpointsFile, 'utf8'))
  const chains =
    typeof parsed === 'object' && parsed !== null && 'chains' in parsed ? parsed.chains : undefined
  if (typeof chains !== 'object' || chains === null) throw new Error('endpoints.json has no chains')
  return Object.entries(chains).flatMap(([caipNetworkId, rpcUrl]) => {
    const name = EVM_CHAIN_NAMES[caipNetworkId]
    if (!name || typeof rpcUrl !== 'string') return []
    return [{ chainId: Number(caipNetworkId.split(':')[1]), rpcUrl, name }]
  })
}

/**
 * Serves GET /devnet-wallet.js: the devnet EIP-6963 test wallet (the dev wallet account's public
 * Hardhat key) on the devnet's chains, so a visitor of the playground has a wallet to connect.
 */
export function devnetWalletPlugin(endpointsFile: string): Plugin {
  const serveWallet = (_request: IncomingMessage, response: ServerResponse): void => {
    const [account] = deriveDevAccounts(DEV_ROLES.wallet + 1).slice(DEV_ROLES.wallet)
    if (!account) throw new Error('No dev wallet account')
    walletChains(endpointsFile)
      .then((chains) => buildInjectedWalletScript({ privateKey: account.privateKey, chains }))
      .then(
        (script) => {
          response.writeHead(200, {
            'content-type': 'text/javascript',
            'cache-control': 'no-store',
          })
          response.end(script)
        },
        (error: unknown) => {
          response.writeHead(404, { 'content-type': 'text/plain' })
          response.end(
            `No devnet wallet: ${error instanceof Error ? error.message : String(error)}`,
          )
        },
      )
  }
  return {
    name: 'portico-playground-devnet-wallet',
    configureServer(server) {
      server.middlewares.use('/devnet-wallet.js', serveWallet)
    },
    configurePreviewServer(server) {
      server.middlewares.use('/devnet-wallet.js', serveWallet)
    },
  }
}
