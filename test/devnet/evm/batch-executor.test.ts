import {
  BaseError,
  ContractFunctionRevertedError,
  createPublicClient,
  createWalletClient,
  http,
  isAddressEqual,
  parseUnits,
  type Address,
} from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { batchExecutorAbi, devnetViemChain } from '../../../devnet/evm/index.js'
import { devAccount } from './dev-account.js'
import {
  afterMove,
  approveCall as approve,
  oneDevnetChainPerFile,
  transferFromCall as transferFrom,
  usdcState,
} from './usdc-moves.js'

const chain = oneDevnetChainPerFile()

function clients(index: number) {
  const viemChain = devnetViemChain(chain().chainId, chain().name, chain().rpcUrl)
  const account = privateKeyToAccount(devAccount(chain(), index).privateKey)
  return {
    account,
    publicClient: createPublicClient({ chain: viemChain, transport: http(chain().rpcUrl) }),
    walletClient: createWalletClient({
      account,
      chain: viemChain,
      transport: http(chain().rpcUrl),
    }),
  }
}

// BatchExecutor's Call: each carries the ether it sends (none here).
const approveCall = (spender: Address, amount: bigint) => ({
  ...approve(chain(), spender, amount),
  value: 0n,
})
const transferFromCall = (from: Address, to: Address, amount: bigint) => ({
  ...transferFrom(chain(), from, to, amount),
  value: 0n,
})

const stateOf = (account: Address, other: Address) => usdcState(chain(), account, other)

/** Sends `calls` from `sender` to `account`'s execute, delegating `account` first when it signs. */
async function sendBatch(
  sender: PrivateKeyAccount,
  account: Address,
  calls: ReturnType<typeof approveCall>[],
  options: { delegate: boolean; gas?: bigint },
) {
  const { walletClient, publicClient } = clients(
    chain().devAccounts.findIndex((dev) => isAddressEqual(dev.address, sender.address)),
  )
  const authorizationList = options.delegate
    ? [
        await walletClient.signAuthorization({
          contractAddress: chain().batchExecutorAddress,
          executor: 'self',
        }),
      ]
    : undefined
  const hash = await walletClient.writeContract({
    address: account,
    abi: batchExecutorAbi,
    functionName: 'execute',
    args: [calls],
    authorizationList,
    gas: options.gas,
  })
  return publicClient.getTransactionReceipt({ hash })
}

describe('BatchExecutor (EIP-7702 delegation on the devnet chain)', () => {
  it('runs approve + transferFrom as one type-4 transaction of the delegating account', async () => {
    const { account, publicClient } = clients(3)
    const recipient = chain().devAccounts[4]?.address
    if (recipient === undefined) throw new Error('No dev account 4')
    const before = await stateOf(account.address, recipient)
    const amount = parseUnits('25', 6)

    const receipt = await sendBatch(
      account,
      account.address,
      [
        approveCall(account.address, amount * 4n),
        transferFromCall(account.address, recipient, amount),
      ],
      { delegate: true },
    )

    expect(receipt.status).toBe('success')
    expect(receipt.type).toBe('eip7702')
    expect(await publicClient.getCode({ address: account.address })).toBe(
      `0xef0100${chain().batchExecutorAddress.slice(2).toLowerCase()}`,
    )
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber })
    expect(block.transactions).toEqual([receipt.transactionHash])
    // EIP-7702: the transaction takes one nonce and the account's own authorization the next.
    expect(await stateOf(account.address, recipient)).toEqual(
      afterMove(before, { moved: amount, allowance: amount * 3n, nonces: 2 }),
    )
  })

  it('undoes every call of the batch when one fails', async () => {
    const { account, publicClient } = clients(5)
    const recipient = chain().devAccounts[6]?.address
    if (recipient === undefined) throw new Error('No dev account 6')
    const before = await stateOf(account.address, recipient)
    const batch = [
      approveCall(account.address, parseUnits('10', 6)),
      transferFromCall(account.address, recipient, parseUnits('11', 6)),
    ]

    // Asked first, the node names the failing call's own reason.
    await expect(
      publicClient.simulateContract({
        account,
        address: account.address,
        abi: batchExecutorAbi,
        functionName: 'execute',
        args: [batch],
        authorizationList: [
          await clients(5).walletClient.signAuthorization({
            contractAddress: chain().batchExecutorAddress,
            executor: 'self',
          }),
        ],
      }),
    ).rejects.toThrow(/ERC20InsufficientAllowance|0xfb8f41b2/)

    // Sent anyway with a fixed gas limit, it is mined reverted: the delegation stays (it is applied
    // before the call) and nothing else changes but the two nonces.
    const receipt = await sendBatch(account, account.address, batch, {
      delegate: true,
      gas: 500_000n,
    })
    expect(receipt.status).toBe('reverted')
    const after = await stateOf(account.address, recipient)
    expect(after).toEqual({ ...before, nonce: before.nonce + 2 })
  })

  it('lets no one but the account execute through its delegation', async () => {
    const owner = clients(7).account
    const stranger = clients(8).account
    await sendBatch(owner, owner.address, [], { delegate: true })
    const before = await stateOf(owner.address, stranger.address)
    const steal = [
      approveCall(stranger.address, parseUnits('1000', 6)),
      transferFromCall(owner.address, stranger.address, parseUnits('1000', 6)),
    ]
    const { publicClient } = clients(8)

    for (const target of [owner.address, chain().batchExecutorAddress]) {
      const refusal = await publicClient
        .simulateContract({
          account: stranger,
          address: target,
          abi: batchExecutorAbi,
          functionName: 'execute',
          args: [steal],
        })
        .then(
          () => null,
          (error: unknown) => error,
        )
      expect(refusal).toBeInstanceOf(BaseError)
      const reverted =
        refusal instanceof BaseError
          ? refusal.walk((cause) => cause instanceof ContractFunctionRevertedError)
          : null
      expect(reverted).toBeInstanceOf(ContractFunctionRevertedError)
      if (reverted instanceof ContractFunctionRevertedError) {
        expect(reverted.data?.errorName).toBe('Unauthorized')
        expect(reverted.data?.args).toEqual([stranger.address])
      }
    }

    const mined = await sendBatch(stranger, owner.address, steal, {
      delegate: false,
      gas: 300_000n,
    })
    expect(mined.status).toBe('reverted')
    expect(await stateOf(owner.address, stranger.address)).toEqual(before)
  })

  it('still verifies the delegated account’s own signatures (ERC-1271) and no one else’s', async () => {
    const { account, publicClient } = clients(3)
    expect(await publicClient.getCode({ address: account.address })).toMatch(/^0xef0100/)
    const message = 'signed by a delegated account'
    const own = await account.signMessage({ message })
    const other = await clients(9).account.signMessage({ message })
    expect(
      await publicClient.verifyMessage({ address: account.address, message, signature: own }),
    ).toBe(true)
    expect(
      await publicClient.verifyMessage({ address: account.address, message, signature: other }),
    ).toBe(false)
  })
})
