import fc from 'fast-check'

/** Hex in every shape a node must read or refuse: quantities up to 2^256 and past it, bad digits. */
export const hexValue: fc.Arbitrary<string> = fc.oneof(
  fc.bigInt({ min: 0n, max: 2n ** 260n }).map((n) => `0x${n.toString(16)}`),
  fc.constantFrom(`0x${'f'.repeat(64)}`, '0xffffffffffffffff', '0x', '0x0', '0x00', '0xzz', '0x1g'),
  fc.uint8Array({ maxLength: 40 }).map((bytes) => `0x${Buffer.from(bytes).toString('hex')}`),
  fc.constantFrom('latest', 'earliest', 'pending', 'safe', 'finalized', 'soon'),
)

const address = (known: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(fc.constantFrom(...known), hexValue)

const transaction = (known: readonly string[]) =>
  fc.record(
    {
      from: address(known),
      to: address(known),
      value: hexValue,
      gas: hexValue,
      gasPrice: hexValue,
      maxFeePerGas: hexValue,
      data: hexValue,
      nonce: hexValue,
    },
    { requiredKeys: [] },
  )

const logsFilter = fc.record(
  {
    fromBlock: hexValue,
    toBlock: hexValue,
    address: fc.oneof(hexValue, fc.array(hexValue, { maxLength: 3 })),
    topics: fc.array(fc.oneof(fc.constant(null), hexValue), { maxLength: 5 }),
    blockHash: hexValue,
  },
  { requiredKeys: [] },
)

const EVM_METHODS = [
  'eth_call',
  'eth_estimateGas',
  'eth_sendTransaction',
  'eth_createAccessList',
  'eth_getLogs',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getStorageAt',
  'eth_getBlockByNumber',
  'eth_getBlockByHash',
  'eth_getTransactionByHash',
  'eth_getTransactionReceipt',
  'eth_sendRawTransaction',
  'eth_feeHistory',
  'eth_chainId',
  'eth_blockNumber',
  'eth_gasPrice',
  'net_version',
  'web3_clientVersion',
] as const

/** An EVM JSON-RPC request: a standard method with params of the right kinds but wild values. */
export const evmRequestArbitrary = (known: readonly string[]) =>
  fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.integer({ min: 1, max: 1_000_000 }),
    method: fc.constantFrom(...EVM_METHODS),
    params: fc.oneof(
      fc.tuple(transaction(known), hexValue).map((params) => [...params]),
      fc.tuple(transaction(known)).map((params) => [...params]),
      fc.tuple(logsFilter).map((params) => [...params]),
      fc.array(fc.oneof(hexValue, address(known), fc.boolean()), { maxLength: 3 }),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
    ),
  })

/** A Solana JSON-RPC request: one of the served methods with loosely typed params. */
export const solanaRequestArbitrary = (methods: readonly string[], known: readonly string[]) =>
  fc.record({
    jsonrpc: fc.constant('2.0'),
    id: fc.integer({ min: 1, max: 1_000_000 }),
    method: fc.oneof(fc.constantFrom(...methods), fc.string({ maxLength: 20 })),
    params: fc.array(
      fc.oneof(
        fc.constantFrom(...known),
        fc.string({ maxLength: 60 }),
        fc.integer(),
        fc.jsonValue({ maxDepth: 2 }),
        fc.record(
          {
            encoding: fc.constantFrom('base64', 'base58', 'jsonParsed', 'json', 'zstd', 'x'),
            commitment: fc.constantFrom('processed', 'confirmed', 'finalized', 'x'),
            mint: fc.constantFrom(...known),
          },
          { requiredKeys: [] },
        ),
      ),
      { maxLength: 3 },
    ),
  })
