import Type, { type Static } from 'typebox'
import { Value } from 'typebox/value'

/**
 * The messages between the devnet and one chain's process (chain-process.ts), checked on
 * arrival both ways: a child is another program, and what it sends is input like any other.
 */

const Hex = Type.TemplateLiteral('0x${string}')

/** What the child is told on its command line. */
export const ChainProcessOptions = Type.Object({
  chainId: Type.Integer({ minimum: 1 }),
  name: Type.String({ minLength: 1 }),
  /** 0 picks a free port; a restart passes the port the first start got. */
  port: Type.Integer({ minimum: 0, maximum: 65535 }),
  host: Type.String({ minLength: 1 }),
})
export type ChainProcessOptions = Static<typeof ChainProcessOptions>

/** Parent to child: the compiled contracts, compiled once by the devnet for every chain. */
export const ArtifactsMessage = Type.Object({
  type: Type.Literal('artifacts'),
  artifacts: Type.Unknown(),
})

// Spelled out for the static type; the child's info.tokens fails to typecheck if DEVNET_TOKENS grows.
const TokenSymbol = Type.Union([Type.Literal('USDC'), Type.Literal('USDT'), Type.Literal('DAI')])

/** Child to parent: the chain listens, deployed and seeded. */
export const ReadyMessage = Type.Object({
  type: Type.Literal('ready'),
  port: Type.Integer({ minimum: 1, maximum: 65535 }),
  tokens: Type.Array(
    Type.Object({
      symbol: TokenSymbol,
      name: Type.String(),
      address: Hex,
      decimals: Type.Integer({ minimum: 0 }),
      usdPrice: Type.Number(),
    }),
  ),
  poolAddress: Hex,
  nftAddress: Hex,
  batchExecutorAddress: Hex,
  history: Type.Array(
    Type.Object({ hash: Hex, label: Type.String(), timestamp: Type.Integer({ minimum: 0 }) }),
  ),
})
export type ReadyMessage = Static<typeof ReadyMessage>

/**
 * Parent to child, any time after ready: the chain's RPC fault (devnet/faults, service
 * `chain-rpc`): `errors` answers every request with a JSON-RPC error, `refused` closes every
 * connection at once, `lost-sends` runs eth_sendRawTransaction but loses its reply, `none` serves
 * again.
 */
export const OutageMessage = Type.Object({
  type: Type.Literal('outage'),
  state: Type.Union([
    Type.Literal('none'),
    Type.Literal('errors'),
    Type.Literal('refused'),
    Type.Literal('lost-sends'),
  ]),
})
export type OutageMessage = Static<typeof OutageMessage>
export type ChainOutage = OutageMessage['state']

/** Child to parent: the chain could not start; the child exits after sending it. */
export const FailedMessage = Type.Object({
  type: Type.Literal('failed'),
  message: Type.String(),
})

export const ChildMessage = Type.Union([ReadyMessage, FailedMessage])
export type ChildMessage = Static<typeof ChildMessage>

/** The value if it matches the schema, else an error naming the first mismatch. */
export function checkMessage<T extends Type.TSchema>(
  schema: T,
  value: unknown,
  what: string,
): Static<T> {
  if (Value.Check(schema, value)) return value
  const [first] = Value.Errors(schema, value)
  const where = first ? `${first.instancePath || '/'}: ${first.message}` : 'no match'
  throw new Error(`Malformed ${what} (${where})`)
}
