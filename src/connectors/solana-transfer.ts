/**
 * The unsigned transfer a Send asks the Solana wallet to sign and send: SOL through the System
 * program, or an SPL token between the owners' associated token accounts (the receiver's created
 * on the way when missing). Instructions are written by hand (a few bytes each) so the SDK needs
 * no program client packages.
 */
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  blockhash as toBlockhash,
  compileTransaction,
  createTransactionMessage,
  getAddressEncoder,
  getProgramDerivedAddress,
  getTransactionEncoder,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Address,
  type Instruction,
} from '@solana/kit'

export const SYSTEM_PROGRAM = address('11111111111111111111111111111111')
export const TOKEN_PROGRAM = address('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
export const ASSOCIATED_TOKEN_PROGRAM = address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL')

/** System program instruction 2 (Transfer): u32 index, u64 lamports, little-endian. */
const SYSTEM_TRANSFER = 2
/** Token program instruction 3 (Transfer): u8 index, u64 amount. */
const TOKEN_TRANSFER = 3
/** Associated token program instruction 1 (CreateIdempotent): no error when it exists. */
const CREATE_ASSOCIATED_IDEMPOTENT = 1

const u64 = (value: bigint): Uint8Array => Uint8Array.from(getU64Encoder().encode(value))

function withPrefix(prefix: number[], rest: Uint8Array): Uint8Array {
  const data = new Uint8Array(prefix.length + rest.length)
  data.set(prefix, 0)
  data.set(rest, prefix.length)
  return data
}

export function solTransferInstruction(from: Address, to: Address, lamports: bigint): Instruction {
  return {
    programAddress: SYSTEM_PROGRAM,
    accounts: [
      { address: from, role: AccountRole.WRITABLE_SIGNER },
      { address: to, role: AccountRole.WRITABLE },
    ],
    data: withPrefix([SYSTEM_TRANSFER, 0, 0, 0], u64(lamports)),
  }
}

/** The owner's associated token account of the mint (classic Token program). */
export async function associatedTokenAddress(owner: Address, mint: Address): Promise<Address> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: ASSOCIATED_TOKEN_PROGRAM,
    seeds: [encoder.encode(owner), encoder.encode(TOKEN_PROGRAM), encoder.encode(mint)],
  })
  return pda
}

export async function tokenTransferInstructions(
  from: Address,
  to: Address,
  mint: Address,
  amount: bigint,
): Promise<Instruction[]> {
  const [source, destination] = await Promise.all([
    associatedTokenAddress(from, mint),
    associatedTokenAddress(to, mint),
  ])
  return [
    {
      programAddress: ASSOCIATED_TOKEN_PROGRAM,
      accounts: [
        { address: from, role: AccountRole.WRITABLE_SIGNER },
        { address: destination, role: AccountRole.WRITABLE },
        { address: to, role: AccountRole.READONLY },
        { address: mint, role: AccountRole.READONLY },
        { address: SYSTEM_PROGRAM, role: AccountRole.READONLY },
        { address: TOKEN_PROGRAM, role: AccountRole.READONLY },
      ],
      data: Uint8Array.of(CREATE_ASSOCIATED_IDEMPOTENT),
    },
    {
      programAddress: TOKEN_PROGRAM,
      accounts: [
        { address: source, role: AccountRole.WRITABLE },
        { address: destination, role: AccountRole.WRITABLE },
        { address: from, role: AccountRole.READONLY_SIGNER },
      ],
      data: withPrefix([TOKEN_TRANSFER], u64(amount)),
    },
  ]
}

export interface TransferInput {
  from: string
  to: string
  /** Lamports, or the token's base units with `mint`. */
  amount: bigint
  mint?: string
  blockhash: { blockhash: string; lastValidBlockHeight: bigint }
}

async function compiledTransfer(input: TransferInput) {
  const from = address(input.from)
  const to = address(input.to)
  const instructions =
    input.mint === undefined
      ? [solTransferInstruction(from, to, input.amount)]
      : await tokenTransferInstructions(from, to, address(input.mint), input.amount)
  const lifetime = {
    blockhash: toBlockhash(input.blockhash.blockhash),
    lastValidBlockHeight: input.blockhash.lastValidBlockHeight,
  }
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(lifetime, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  return compileTransaction(message)
}

/** The transfer as wire bytes, the sender paying the fee and its signature left for the wallet. */
export async function transferTransactionBytes(input: TransferInput): Promise<Uint8Array> {
  return Uint8Array.from(getTransactionEncoder().encode(await compiledTransfer(input)))
}

/** The transfer's message alone, as getFeeForMessage takes it. */
export async function transferMessageBytes(input: TransferInput): Promise<Uint8Array> {
  return Uint8Array.from((await compiledTransfer(input)).messageBytes)
}
