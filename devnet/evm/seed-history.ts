import { parseEther, parseEventLogs, parseUnits, type Address, type Hash } from 'viem'
import { devTokenAbi, NATIVE_TOKEN_ADDRESS, spamNftAbi, swapPoolAbi } from './abis.js'
import type { DevnetTokenSymbol } from './chain-config.js'
import type { ChainClient } from './chain-client.js'
import { DEV_ROLES, type DevAccount } from './dev-accounts.js'
import type { DeployedContracts } from './deploy.js'
import type { SeededTransaction } from './types.js'

const HOUR = 3600
const DAY = 24 * HOUR

interface HistoryStep {
  secondsAgo: number
  label: string
  send: () => Promise<Hash>
}

/**
 * Gives the wallet account (dev account 0) a believable past: tokens and ETH in and out, an
 * approval and a swap through the pool, and an unsolicited NFT, spread over the last two weeks.
 * Ends with a block at the current time, so later blocks follow the wall clock again.
 */
export async function seedHistory(
  client: ChainClient,
  contracts: DeployedContracts,
  accounts: readonly DevAccount[],
): Promise<SeededTransaction[]> {
  const { walletClient, publicClient, testClient, confirm } = client
  const address = (index: number): Address => {
    const account = accounts[index]
    if (!account) throw new Error(`Seeding needs dev account ${String(index)}`)
    return account.address
  }
  const wallet = address(DEV_ROLES.wallet)
  const spammer = address(DEV_ROLES.spammer)
  const token = (symbol: DevnetTokenSymbol) => {
    const found = contracts.tokens.find((candidate) => candidate.symbol === symbol)
    if (!found) throw new Error(`Seeding needs the ${symbol} token`)
    return found
  }
  const transfer = (symbol: DevnetTokenSymbol, from: Address, to: Address, amount: string) =>
    walletClient.writeContract({
      account: from,
      address: token(symbol).address,
      abi: devTokenAbi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, token(symbol).decimals)],
    })
  const sendEther = (from: Address, to: Address, amount: string) =>
    walletClient.sendTransaction({ account: from, to, value: parseEther(amount) })

  const usdc = token('USDC')
  const swapAmount = parseUnits('100', usdc.decimals)
  const swapUsdcForEther = async () => {
    const minOut = await publicClient.readContract({
      address: contracts.poolAddress,
      abi: swapPoolAbi,
      functionName: 'quote',
      args: [usdc.address, NATIVE_TOKEN_ADDRESS, swapAmount],
    })
    return walletClient.writeContract({
      account: wallet,
      address: contracts.poolAddress,
      abi: swapPoolAbi,
      functionName: 'swap',
      args: [usdc.address, NATIVE_TOKEN_ADDRESS, swapAmount, minOut, wallet],
    })
  }
  const sendSpamNft = async () => {
    const minted = await confirm(
      await walletClient.writeContract({
        account: spammer,
        address: contracts.nftAddress,
        abi: spamNftAbi,
        functionName: 'mint',
        args: [spammer],
      }),
    )
    const [mint] = parseEventLogs({ abi: spamNftAbi, eventName: 'Transfer', logs: minted.logs })
    if (!mint) throw new Error('The spam NFT mint logged no Transfer')
    return walletClient.writeContract({
      account: spammer,
      address: contracts.nftAddress,
      abi: spamNftAbi,
      functionName: 'transferFrom',
      args: [spammer, wallet, mint.args.tokenId],
    })
  }

  const steps: HistoryStep[] = [
    {
      secondsAgo: 14 * DAY,
      label: 'receive 2500 USDC',
      send: () => transfer('USDC', address(1), wallet, '2500'),
    },
    {
      secondsAgo: 9 * DAY,
      label: 'receive 1.5 ETH',
      send: () => sendEther(address(3), wallet, '1.5'),
    },
    {
      secondsAgo: 6 * DAY,
      label: 'send 300 USDT',
      send: () => transfer('USDT', wallet, address(2), '300'),
    },
    {
      secondsAgo: 4 * DAY,
      label: 'send 0.25 ETH',
      send: () => sendEther(wallet, address(4), '0.25'),
    },
    {
      secondsAgo: 3 * DAY,
      label: 'receive 750 DAI',
      send: () => transfer('DAI', address(5), wallet, '750'),
    },
    {
      secondsAgo: 2 * DAY,
      label: 'approve 100 USDC for the swap pool',
      send: () =>
        walletClient.writeContract({
          account: wallet,
          address: usdc.address,
          abi: devTokenAbi,
          functionName: 'approve',
          args: [contracts.poolAddress, swapAmount],
        }),
    },
    { secondsAgo: 2 * DAY - 60, label: 'swap 100 USDC for ETH', send: swapUsdcForEther },
    { secondsAgo: 20 * HOUR, label: 'receive a spam NFT', send: sendSpamNft },
  ]

  const nowSeconds = () => Math.floor(Date.now() / 1000)
  const history: SeededTransaction[] = []
  for (const step of steps) {
    const timestamp = nowSeconds() - step.secondsAgo
    await testClient.setNextBlockTimestamp({ timestamp: BigInt(timestamp) })
    const hash = await step.send()
    const receipt = await confirm(hash)
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
    history.push({ hash, label: step.label, timestamp: Number(block.timestamp) })
  }
  await testClient.setNextBlockTimestamp({ timestamp: BigInt(nowSeconds()) })
  await testClient.mine({ blocks: 1 })
  return history
}
