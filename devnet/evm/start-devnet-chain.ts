import { NATIVE_TOKEN_ADDRESS } from './abis.js'
import { NATIVE_CURRENCY } from './chain-config.js'
import { createChainClient } from './chain-client.js'
import type { ContractArtifacts } from './compile-contracts.js'
import { deployDevnetContracts } from './deploy.js'
import { DEV_ACCOUNT_BALANCE_WEI, DEV_ROLES, type DevAccount } from './dev-accounts.js'
import { seedHistory } from './seed-history.js'
import { startChain, type RunningChain } from './start-chain.js'
import type { EvmChainInfo } from './types.js'

export interface DevnetChainOptions {
  chainId: number
  name: string
  port: number
  host?: string
  accounts: DevAccount[]
  /** Awaited only once the node is up, so loading the contracts and booting overlap. */
  artifacts: Promise<ContractArtifacts>
}

// Genesis a month back leaves room for the seeded history's past timestamps.
const GENESIS_AGE_MS = 30 * 24 * 3600 * 1000

/** Starts one chain, deploys the devnet contracts on it and seeds the wallet's history. */
export async function startDevnetChain(options: DevnetChainOptions): Promise<{
  info: EvmChainInfo
  setOutage: RunningChain['setOutage']
  stop: () => Promise<void>
}> {
  const running = await startChain({
    chainId: options.chainId,
    port: options.port,
    host: options.host,
    accounts: options.accounts,
    balanceWei: DEV_ACCOUNT_BALANCE_WEI,
    genesisDate: new Date(Date.now() - GENESIS_AGE_MS),
  })
  try {
    const client = createChainClient(running, options.name)
    const deployer = options.accounts[DEV_ROLES.deployer]
    if (!deployer)
      throw new Error(`The devnet needs ${String(DEV_ROLES.deployer + 1)} dev accounts`)
    const contracts = await deployDevnetContracts(
      client,
      await options.artifacts,
      deployer.address,
      options.accounts,
    )
    const history = await seedHistory(client, contracts, options.accounts)
    const info: EvmChainInfo = {
      chainId: options.chainId,
      caipNetworkId: `eip155:${options.chainId}`,
      name: options.name,
      rpcUrl: running.rpcUrl,
      wsUrl: running.wsUrl,
      nativeCurrency: { ...NATIVE_CURRENCY },
      tokens: contracts.tokens,
      poolAddress: contracts.poolAddress,
      nativeTokenAddress: NATIVE_TOKEN_ADDRESS,
      nftAddress: contracts.nftAddress,
      batchExecutorAddress: contracts.batchExecutorAddress,
      deployerAddress: deployer.address,
      devAccounts: options.accounts,
      history,
    }
    return { info, setOutage: running.setOutage, stop: running.stop }
  } catch (error) {
    await running.stop()
    throw error
  }
}
