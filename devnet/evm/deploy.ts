import { getAddress, parseUnits, type Address, type Hash } from 'viem'
import {
  batchExecutorAbi,
  devTokenAbi,
  NATIVE_TOKEN_ADDRESS,
  spamNftAbi,
  swapPoolAbi,
} from './abis.js'
import {
  DEVNET_TOKENS,
  FUNDED_TOKEN_ACCOUNTS,
  NATIVE_CURRENCY,
  NATIVE_LIQUIDITY_IN_POOL,
  TOKEN_AMOUNT_PER_DEV_ACCOUNT,
  TOKEN_LIQUIDITY_IN_POOL,
} from './chain-config.js'
import type { ChainClient } from './chain-client.js'
import { assertAbiMatchesArtifact } from './check-abi.js'
import type { ContractArtifacts } from './compile-contracts.js'
import type { DevAccount } from './dev-accounts.js'
import type { EvmTokenInfo } from './types.js'

export interface DeployedContracts {
  tokens: EvmTokenInfo[]
  poolAddress: Address
  nftAddress: Address
  batchExecutorAddress: Address
}

// Swap prices carry 8 decimals, as on-chain price feeds publish them.
const PRICE_DECIMALS = 8

/**
 * Deploys the tokens, the spam NFT, the swap pool and the batch executor from the deployer, lists every asset in the
 * pool, gives the pool liquidity and mints tokens to the first dev accounts. The deployer's nonces
 * are fixed, so the addresses are the same on every start and on every chain.
 */
export async function deployDevnetContracts(
  client: ChainClient,
  artifacts: ContractArtifacts,
  deployer: Address,
  accounts: readonly DevAccount[],
): Promise<DeployedContracts> {
  assertAbiMatchesArtifact('DevToken', devTokenAbi, artifacts.DevToken)
  assertAbiMatchesArtifact('SpamNft', spamNftAbi, artifacts.SpamNft)
  assertAbiMatchesArtifact('SwapPool', swapPoolAbi, artifacts.SwapPool)
  assertAbiMatchesArtifact('BatchExecutor', batchExecutorAbi, artifacts.BatchExecutor)
  const { walletClient, confirm } = client

  const deployed = async (hash: Promise<Hash>): Promise<Address> => {
    const { contractAddress } = await confirm(await hash)
    if (!contractAddress) throw new Error('A devnet deployment produced no contract address')
    return getAddress(contractAddress)
  }

  const tokens: EvmTokenInfo[] = []
  for (const token of DEVNET_TOKENS) {
    const address = await deployed(
      walletClient.deployContract({
        account: deployer,
        abi: devTokenAbi,
        bytecode: artifacts.DevToken.bytecode,
        args: [token.name, token.symbol, token.decimals],
      }),
    )
    tokens.push({ ...token, address })
  }
  const nftAddress = await deployed(
    walletClient.deployContract({
      account: deployer,
      abi: spamNftAbi,
      bytecode: artifacts.SpamNft.bytecode,
    }),
  )
  const poolAddress = await deployed(
    walletClient.deployContract({
      account: deployer,
      abi: swapPoolAbi,
      bytecode: artifacts.SwapPool.bytecode,
    }),
  )

  const listings = [{ address: NATIVE_TOKEN_ADDRESS, ...NATIVE_CURRENCY }, ...tokens]
  for (const listing of listings) {
    const price = parseUnits(String(listing.usdPrice), PRICE_DECIMALS)
    await confirm(
      await walletClient.writeContract({
        account: deployer,
        address: poolAddress,
        abi: swapPoolAbi,
        functionName: 'list',
        args: [listing.address, price, listing.decimals],
      }),
    )
  }

  const holders = accounts.slice(0, FUNDED_TOKEN_ACCOUNTS).map((account) => account.address)
  for (const token of tokens) {
    const mints = [
      { to: poolAddress, amount: TOKEN_LIQUIDITY_IN_POOL },
      ...holders.map((to) => ({ to, amount: TOKEN_AMOUNT_PER_DEV_ACCOUNT })),
    ]
    for (const { to, amount } of mints) {
      await confirm(
        await walletClient.writeContract({
          account: deployer,
          address: token.address,
          abi: devTokenAbi,
          functionName: 'mint',
          args: [to, amount * 10n ** BigInt(token.decimals)],
        }),
      )
    }
  }
  await confirm(
    await walletClient.sendTransaction({
      account: deployer,
      to: poolAddress,
      value: NATIVE_LIQUIDITY_IN_POOL * 10n ** BigInt(NATIVE_CURRENCY.decimals),
    }),
  )

  // Deployed last, so every contract before it keeps the address it had before it existed.
  const batchExecutorAddress = await deployed(
    walletClient.deployContract({
      account: deployer,
      abi: batchExecutorAbi,
      bytecode: artifacts.BatchExecutor.bytecode,
    }),
  )

  return { tokens, poolAddress, nftAddress, batchExecutorAddress }
}
