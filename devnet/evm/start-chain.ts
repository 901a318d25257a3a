import { createServer, type Server } from 'node:http'
import { defaultHardhatNetworkParams } from 'hardhat/internal/core/config/default-config.js'
import { JsonRpcHandler } from 'hardhat/internal/hardhat-network/jsonrpc/handler.js'
import { createHardhatNetworkProvider } from 'hardhat/internal/hardhat-network/provider/provider.js'
import type { EIP1193Provider } from 'hardhat/types'
import { WebSocketServer } from 'ws'
import type { ChainOutage } from './chain-process-protocol.js'
import type { DevAccount } from './dev-accounts.js'
import { CheckedInputProvider } from './checked-input-provider.js'
import { GethStyleRevertProvider } from './geth-style-reverts.js'
import { serveLosingSends } from './lost-sends.js'
import { guardListener } from '../http/guard-listener.js'
import { acceptsLocalOrigin } from '../http/local-websocket-origin.js'

export interface StartChainOptions {
  chainId: number
  /** 0 picks a free port. */
  port: number
  host?: string
  accounts: readonly DevAccount[]
  balanceWei: bigint
  /** Genesis time; set it in the past so seeded history can carry past timestamps. */
  genesisDate?: Date
}

export interface RunningChain {
  chainId: number
  rpcUrl: string
  wsUrl: string
  /** The in-process node itself, for fast start-up work that needs no HTTP round trip. */
  provider: EIP1193Provider
  /** Takes the RPC down (a devnet fault) or brings it back; the node itself keeps its state. */
  setOutage: (outage: ChainOutage) => void
  stop: () => Promise<void>
}

/** What a node that is up but failing answers (the devnet's `chain-rpc` `errors` fault). */
const OUTAGE_REPLY = JSON.stringify({
  jsonrpc: '2.0',
  id: null,
  error: { code: -32603, message: 'Internal error: the chain RPC is down (devnet fault)' },
})

/**
 * Runs a Hardhat 2 (EDR) node in this process, serving JSON-RPC over HTTP and WebSocket on one
 * port. It is built from Hardhat's own provider and request handler rather than `hardhat node`,
 * so there is no config file, no CLI telemetry prompt, no compiler download and no child process.
 * Reverts are reported as real nodes report them (see GethStyleRevertProvider).
 */
export async function startChain(options: StartChainOptions): Promise<RunningChain> {
  const host = options.host ?? '127.0.0.1'
  const hardhatProvider = await createHardhatNetworkProvider(
    {
      hardfork: defaultHardhatNetworkParams.hardfork,
      chainId: options.chainId,
      networkId: options.chainId,
      blockGasLimit: defaultHardhatNetworkParams.blockGasLimit,
      minGasPrice: 0n,
      initialBaseFeePerGas: 1_000_000_000,
      automine: true,
      intervalMining: 0,
      mempoolOrder: 'priority',
      // Hardfork histories are for forks of real chains; a local chain uses `hardfork` from block 0.
      chains: new Map(),
      genesisAccounts: options.accounts.map((account) => ({
        privateKey: account.privateKey,
        balance: options.balanceWei,
      })),
      allowUnlimitedContractSize: false,
      // As on a real chain, a reverting transaction is still mined (status 0) and its hash returned.
      throwOnTransactionFailures: false,
      throwOnCallFailures: true,
      allowBlocksWithSameTimestamp: false,
      initialDate: options.genesisDate,
      enableTransientStorage: false,
      enableRip7212: false,
    },
    { enabled: false },
  )
  const provider = new CheckedInputProvider(new GethStyleRevertProvider(hardhatProvider))

  const server = createServer()
  const handler = new JsonRpcHandler(provider)
  let outage: ChainOutage = 'none'
  // The guard refuses pages from other sites; Hardhat's handler then answers every request.
  server.on(
    'request',
    guardListener(
      (request, response) => {
        if (outage === 'none' || request.method === 'OPTIONS')
          return handler.handleHttp(request, response)
        if (outage === 'lost-sends')
          return serveLosingSends(provider, request, response, OUTAGE_REPLY)
        response.writeHead(503, { 'content-type': 'application/json' }).end(OUTAGE_REPLY)
        return undefined
      },
      { allowHeaders: '*' },
    ),
  )
  // A refused chain drops each connection as it comes, as a port nothing listens on would.
  server.on('connection', (socket) => {
    if (outage === 'refused') socket.destroy()
  })
  await listen(server, options.port, host, options.chainId)
  const sockets = new WebSocketServer({ server, verifyClient: acceptsLocalOrigin })
  sockets.on('connection', (socket) => {
    void handler.handleWs(socket)
  })
  const setOutage = (next: ChainOutage): void => {
    outage = next
    if (next === 'none' || next === 'lost-sends') return
    // Kept-alive connections and subscriptions go too, so nothing is served through them.
    for (const socket of sockets.clients) socket.terminate()
    if (next === 'refused') server.closeAllConnections()
  }

  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  return {
    chainId: options.chainId,
    rpcUrl: `http://${host}:${String(port)}`,
    wsUrl: `ws://${host}:${String(port)}`,
    provider,
    setOutage,
    stop: async () => {
      for (const socket of sockets.clients) socket.terminate()
      sockets.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => {
        server.close(() => {
          resolve()
        })
      })
    },
  }
}

function listen(server: Server, port: number, host: string, chainId: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      const code = 'code' in error ? error.code : undefined
      const reason = code === 'EADDRINUSE' ? 'the port is already in use' : error.message
      reject(
        new Error(
          `EVM devnet chain eip155:${String(chainId)} cannot listen on ${host}:${String(port)}: ${reason}`,
          {
            cause: error,
          },
        ),
      )
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve()
    })
  })
}
