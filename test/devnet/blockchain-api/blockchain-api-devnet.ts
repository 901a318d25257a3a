import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  isAddress,
  isHex,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  startBlockchainApi,
  type BlockchainApiDevnet,
} from '../../../devnet/blockchain-api/index.js'
import {
  devnetViemChain,
  devTokenAbi,
  startEvmChains,
  type EvmChainInfo,
  type EvmDevnet,
} from '../../../devnet/evm/index.js'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { afterAll, beforeAll } from 'vitest'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'

/** Two devnet chains and the Blockchain API on free ports, names kept in a fresh directory. */
export async function startBlockchainApiDevnet() {
  const evm: EvmDevnet = await startEvmChains({ ports: { 1: 0, 8453: 0 }, log: () => undefined })
  const stateDir = mkdtempSync(join(tmpdir(), 'blockchain-api-'))
  let api: BlockchainApiDevnet
  try {
    api = await startBlockchainApi({ port: 0, chains: evm.chains, stateDir })
  } catch (error) {
    await evm.stop()
    throw error
  }
  const client = createBlockchainApiClient({ baseUrl: api.url, projectId: DEVNET_PROJECT_ID })
  return {
    evm,
    api,
    client,
    stateDir,
    chain: (caipNetworkId: string): EvmChainInfo => {
      const chain = evm.chains.find((candidate) => candidate.caipNetworkId === caipNetworkId)
      if (!chain) throw new Error(`No devnet chain ${caipNetworkId}`)
      return chain
    },
    stop: async () => {
      await api.close()
      await evm.stop()
      rmSync(stateDir, { recursive: true, force: true })
    },
  }
}

export type BlockchainApiTestDevnet = Awaited<ReturnType<typeof startBlockchainApiDevnet>>

/**
 * One devnet for the calling test file: started before its first test, stopped after its last.
 * Call the returned function inside tests to reach it.
 */
export function blockchainApiDevnetForFile(): () => BlockchainApiTestDevnet {
  let devnet: BlockchainApiTestDevnet | undefined
  beforeAll(async () => {
    devnet = await startBlockchainApiDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
  })
  return () => {
    if (!devnet) throw new Error('The Blockchain API devnet is not started yet')
    return devnet
  }
}

export function tokenOf(chain: EvmChainInfo, symbol: string) {
  const token = chain.tokens.find((candidate) => candidate.symbol === symbol)
  if (!token) throw new Error(`No ${symbol} on ${chain.caipNetworkId}`)
  return token
}

/** A dev account's wallet on one chain, signing locally as a browser wallet would. */
export function walletOf(chain: EvmChainInfo, index: number) {
  const devAccount = chain.devAccounts[index]
  if (!devAccount) throw new Error(`No dev account ${String(index)}`)
  const account = privateKeyToAccount(devAccount.privateKey)
  const viemChain = devnetViemChain(chain.chainId, chain.name, chain.rpcUrl)
  const publicClient = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
  const walletClient = createWalletClient({
    account,
    chain: viemChain,
    transport: http(chain.rpcUrl),
  })

  /** Sends and waits for the receipt; the devnet automines. */
  async function send(request: { to: Address; data?: Hex; value?: bigint; gas?: bigint }) {
    const hash: Hash = await walletClient.sendTransaction(request)
    return publicClient.getTransactionReceipt({ hash })
  }

  const tokenBalance = (symbol: string, owner: Address = account.address) =>
    publicClient.readContract({
      address: tokenOf(chain, symbol).address,
      abi: devTokenAbi,
      functionName: 'balanceOf',
      args: [owner],
    })

  /** Sends whole units of a devnet token, e.g. transferToken('USDC', to, '12.5'). */
  const transferToken = (symbol: string, to: Address, amount: string) => {
    const token = tokenOf(chain, symbol)
    const args = [to, parseUnits(amount, token.decimals)] as const
    return send({
      to: token.address,
      data: encodeFunctionData({ abi: devTokenAbi, functionName: 'transfer', args }),
    })
  }

  return { account, address: account.address, publicClient, send, tokenBalance, transferToken }
}

/** A reply's hex string, checked, as viem takes it. */
export function hexOf(value: string): Hex {
  if (!isHex(value)) throw new Error(`${value} is not hex`)
  return value
}

/** The EVM address of a CAIP-10 id. */
export function addressOf(caip10: string): Address {
  const address = caip10.split(':')[2] ?? ''
  if (!isAddress(address, { strict: false })) throw new Error(`${caip10} has no EVM address`)
  return address
}
