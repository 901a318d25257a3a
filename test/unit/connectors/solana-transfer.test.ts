import { address, getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'
import { describe, expect, it } from 'vitest'
import {
  ASSOCIATED_TOKEN_PROGRAM,
  associatedTokenAddress,
  SYSTEM_PROGRAM,
  TOKEN_PROGRAM,
  transferTransactionBytes,
} from '../../../src/connectors/solana-transfer.js'

const FROM = address('C4yP4kGxPzNTqR7cXyHSuBdTqkbbJdCQNzXd2TtmKuHW')
const TO = address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
const USDC = address('4zMMC9srt5Ri5X14GAgXhaHii3GnPAEERYPJgZJDncDU')
const BLOCKHASH = { blockhash: '11111111111111111111111111111111', lastValidBlockHeight: 10n }

async function decoded(mint?: typeof USDC) {
  const bytes = await transferTransactionBytes({
    from: FROM,
    to: TO,
    amount: 1_500_000n,
    mint,
    blockhash: BLOCKHASH,
  })
  const transaction = getTransactionDecoder().decode(bytes)
  const message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  // The transfer is a version 0 message; version 1 messages are laid out differently.
  if (!('instructions' in message)) throw new Error('Not a legacy or version 0 message')
  return { transaction, message }
}

describe('transferTransactionBytes', () => {
  it('a SOL transfer: one System Transfer, the sender paying and its signature left empty', async () => {
    const { transaction, message } = await decoded()
    expect(Object.keys(transaction.signatures)).toEqual([FROM])
    expect(transaction.signatures[FROM]).toBeNull()
    expect(message.staticAccounts[0]).toBe(FROM)
    const [instruction] = message.instructions
    expect(message.staticAccounts[instruction?.programAddressIndex ?? -1]).toBe(SYSTEM_PROGRAM)
    // Index 2 (u32 LE), then 1,500,000 lamports (u64 LE).
    expect([...(instruction?.data ?? [])]).toEqual([2, 0, 0, 0, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0])
  })

  it('an SPL transfer: the receiver token account created if missing, then a Token Transfer', async () => {
    const { message } = await decoded(USDC)
    const programs = message.instructions.map(
      (instruction) => message.staticAccounts[instruction.programAddressIndex],
    )
    expect(programs).toEqual([ASSOCIATED_TOKEN_PROGRAM, TOKEN_PROGRAM])
    const transfer = message.instructions[1]
    expect([...(transfer?.data ?? [])]).toEqual([3, 0x60, 0xe3, 0x16, 0, 0, 0, 0, 0])
    const accounts = (transfer?.accountIndices ?? []).map((index) => message.staticAccounts[index])
    expect(accounts).toEqual([
      await associatedTokenAddress(FROM, USDC),
      await associatedTokenAddress(TO, USDC),
      FROM,
    ])
  })
})
