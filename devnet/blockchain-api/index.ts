import { mkdirSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import * as blockchainApi from '../../generated/blockchain-api/index.js'
import { SOLANA_NETWORKS } from '../../src/core/constants.js'
import { DEVNET_PROJECT_ID } from '../devnet-project-id.js'
import type { EvmChainInfo } from '../evm/index.js'
import { listen } from '../http/listen.js'
import { createSpecListener } from '../http/spec-listener.js'
import { createRefusalGate } from '../refusals/refusal-gate.js'
import { createFaultBoard, type FaultBoard } from '../faults/fault-board.js'
import { createFaultGate } from '../faults/fault-gate.js'
import { createActivityScanner, type ActivityScanner } from './account/activity-scanner.js'
import type { SolanaNode } from './account/solana-balance.js'
import { createQuoteBook } from './convert/quote-book.js'
import { createExtraRoutes } from './extra-routes.js'
import { createAccountHandlers } from './handlers/account.js'
import { createChainHandlers } from './handlers/chains.js'
import { createConvertHandlers } from './handlers/convert.js'
import { createExchangeHandlers } from './handlers/exchanges.js'
import { createNamesHandlers } from './handlers/names.js'
import { createOnRampHandlers } from './handlers/onramp.js'
import { createRpcHandlers } from './handlers/rpc.js'
import { createSessionHandlers } from './handlers/sessions.js'
import { createIconUrls } from './icons.js'
import { openNamesRegistry } from './names/names-registry.js'
import { createPriceBook } from './price-book.js'
import { createServedChains, type ServedChain } from './served-chains.js'
import { createSessionStore } from './sessions/session-store.js'
import { toSpecHandlers } from './typed-handlers.js'

export interface StartBlockchainApiOptions {
  /** 0 picks a free port. */
  port: number
  /** The running devnet EVM chains (startEvmChains().chains). */
  chains: EvmChainInfo[]
  /** A Solana JSON-RPC node; without it Solana balances are empty and Solana is not listed. */
  solanaRpcUrl?: string
  /** The CAIP-2 id the Solana node is served as; Solana mainnet's by default. */
  solanaChainId?: string
  /** Where names.json is kept, e.g. `.devnet/blockchain-api`; created when missing. */
  stateDir: string
  /** The public URL of the on-ramp checkout page; `${url}/onramp/pay` by default. */
  onRampPageUrl?: string
  /** The devnet Project API; when set, token icons point at its /public/getTokenImage/{symbol}. */
  projectApiUrl?: string
  /** The project ids it serves; any other is refused with 401. The devnet's own by default. */
  projectIds?: readonly string[]
  /** The devnet's fault switches (devnet/faults); a board of its own when absent. */
  faults?: FaultBoard
  log?: (line: string) => void
}

export interface BlockchainApiDevnet {
  url: string
  close: () => Promise<void>
}

/**
 * The Blockchain API of specs/blockchain-api.yaml on one 127.0.0.1 port, every operation backed
 * by the devnet chains, a persisted names registry and in-memory purchase sessions, plus the
 * on-ramp checkout page and icons (see devnet/blockchain-api/README.md).
 */
export async function startBlockchainApi(
  options: StartBlockchainApiOptions,
): Promise<BlockchainApiDevnet> {
  const log = options.log ?? (() => undefined)
  mkdirSync(options.stateDir, { recursive: true })
  const chains = createServedChains(options.chains)
  const names = openNamesRegistry(join(options.stateDir, 'names.json'))
  const sessions = createSessionStore()
  const prices = createPriceBook()
  const quotes = createQuoteBook()
  const scanners = new Map<ServedChain, ActivityScanner>()
  const scannerOf = (chain: ServedChain): ActivityScanner => {
    const scanner = scanners.get(chain) ?? createActivityScanner(chain)
    scanners.set(chain, scanner)
    return scanner
  }
  const solana: SolanaNode | undefined =
    options.solanaRpcUrl === undefined
      ? undefined
      : {
          rpcUrl: options.solanaRpcUrl,
          caipNetworkId: options.solanaChainId ?? SOLANA_NETWORKS.mainnet,
        }

  // The replies carry the service's own URL (icons, the checkout page), known once it listens.
  let serve = (_request: IncomingMessage, response: ServerResponse): void | Promise<void> => {
    response.writeHead(503).end()
  }
  const server = await listen(
    'Blockchain API',
    options.port,
    (request, response) => serve(request, response),
    { log },
  )
  const icons = createIconUrls(server.url, options.projectApiUrl)
  const payPageUrl = options.onRampPageUrl ?? `${server.url}/onramp/pay`

  const specListener = createSpecListener(
    blockchainApi,
    toSpecHandlers({
      ...createChainHandlers(chains, solana),
      ...createAccountHandlers({ chains, scannerOf, names, icons, prices, solana }),
      ...createConvertHandlers(chains, icons, quotes, solana),
      ...createNamesHandlers(names, chains),
      ...createOnRampHandlers(chains, sessions, payPageUrl),
      ...createSessionHandlers(sessions),
      ...createRpcHandlers(chains, icons, solana),
      ...createExchangeHandlers({ chains, sessions, icons, payPageUrl }),
    }),
  )
  const extraRoutes = createExtraRoutes({ sessions, chains, prices, quotes, log })
  const refusals = createRefusalGate({
    service: 'blockchain-api',
    projectIds: options.projectIds ?? [DEVNET_PROJECT_ID],
    log,
  })
  const faultGate = createFaultGate(options.faults ?? createFaultBoard(), 'blockchain-api')
  serve = (request, response) => {
    const extra = extraRoutes(request, response)
    if (extra.served) return extra.done
    if (refusals(request, response)) return undefined
    return faultGate(request, response, () => specListener(request, response))
  }

  const served = [...chains.all.map((chain) => chain.info.caipNetworkId), solana?.caipNetworkId]
  log(
    `blockchain-api: ${server.url} (${served.filter(Boolean).join(', ')}; names in ${names.file})`,
  )
  return { url: server.url, close: server.close }
}
