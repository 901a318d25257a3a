import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  parseEther,
  stringToHex,
  type Address,
} from 'viem'
import { privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { inject } from 'vitest'
import { NATIVE_TOKEN_ADDRESS, swapPoolAbi } from '../../devnet/evm/abis.js'
import { DEV_ROLES, deriveDevAccounts } from '../../devnet/evm/dev-accounts.js'
import { devAccount } from '../e2e/account-wallet.js'

/** The devnet's Ethereum chain, read from the node itself. */
export const chainClient = () => {
  const rpc = inject('endpoints').chains['eip155:1']
  if (!rpc) throw new Error('The devnet has no eip155:1 chain')
  return createPublicClient({ transport: http(rpc) })
}

/** The deployer's contracts come at fixed nonces: their addresses are the same on every start. */
function deployedAt(nonce: bigint): Address {
  const deployer = deriveDevAccounts(DEV_ROLES.deployer + 1)[DEV_ROLES.deployer]
  if (!deployer) throw new Error('No deployer account')
  return getContractAddress({ from: deployer.address, nonce })
}

/** USDC is the deployer's first contract. */
export const devnetUsdc = (): Address => deployedAt(0n)
/** The swap pool comes after the three tokens and the NFT. */
export const devnetSwapPool = (): Address => deployedAt(4n)

/** An address of one test alone: nothing else on the shared devnet pays it. */
export const receiverOf = (stack: string): Address =>
  privateKeyToAddress(keccak256(stringToHex(`portico ${stack} host receiver`)))

export const tokenBalance = (owner: Address): Promise<bigint> =>
  chainClient().readContract({
    address: devnetUsdc(),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

export const nonceOf = (owner: Address): Promise<number> =>
  chainClient().getTransactionCount({ address: owner })

/**
 * Funds a wallet from a dev account this file claims, as a friend would: 1 ETH for gas (unless it
 * is the dev account itself), and USDC bought with the dev account's own ETH in the devnet swap
 * pool (only the first dev accounts hold minted USDC, and those are spoken for).
 */
export async function fundWallet(fromIndex: number, to: Address): Promise<void> {
  const rpc = inject('endpoints').chains['eip155:1']
  const account = privateKeyToAccount(devAccount(fromIndex).privateKey)
  const wallet = createWalletClient({ account, transport: http(rpc) })
  const client = chainClient()
  if (to !== account.address) {
    const paid = await wallet.sendTransaction({ chain: null, to, value: parseEther('1') })
    await client.waitForTransactionReceipt({ hash: paid })
  }
  const amountIn = parseEther('0.01')
  const bought = await wallet.writeContract({
    chain: null,
    address: devnetSwapPool(),
    abi: swapPoolAbi,
    functionName: 'swap',
    args: [NATIVE_TOKEN_ADDRESS, devnetUsdc(), amountIn, 1n, to],
    value: amountIn,
  })
  const receipt = await client.waitForTransactionReceipt({ hash: bought })
  if (receipt.status !== 'success') throw new Error('The swap pool sold no USDC')
}
