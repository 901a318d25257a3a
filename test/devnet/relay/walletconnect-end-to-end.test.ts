import {
  address,
  blockhash,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getBase64Encoder,
  getPublicKeyFromAddress,
  getTransactionDecoder,
  getUtf8Encoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signatureBytes,
  verifySignature,
} from '@solana/kit'
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  createPublicClient,
  http,
  isHex,
  parseGwei,
  toHex,
  verifyMessage,
  verifyTypedData,
  type Hex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isRecord } from '../../../src/utils/is-record.js'
import { startEvmChains, type EvmDevnet } from '../../../devnet/evm/index.js'
import { startRelay, type RunningRelay } from '../../../devnet/relay/index.js'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
  type WalletSession,
} from '../../../devnet/wallets/walletconnect-wallet.js'

const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const typedData = {
  domain: { name: 'Portico', version: '1', chainId: 1 },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
    ],
    Greeting: [{ name: 'text', type: 'string' }],
  },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

let relay: RunningRelay
let evm: EvmDevnet
let wallet: DevnetWalletConnectWallet
let dapp: InstanceType<typeof UniversalProvider>
let walletSession: WalletSession
let pairingMs = 0
/** Every URL the clients fetched that is not on 127.0.0.1 (verify, pulse, rpc hosts). */
const outbound: string[] = []

const isString = (value: unknown): value is string => typeof value === 'string'
const isSignatureResult = (value: unknown): value is { signature: string } =>
  typeof value === 'object' && value !== null && 'signature' in value && isString(value.signature)

beforeAll(async () => {
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    if (new URL(url).hostname !== '127.0.0.1') outbound.push(url)
    return realFetch(input, init)
  })
  const quiet = () => undefined
  ;[relay, evm] = await Promise.all([
    startRelay({ port: 0, log: quiet }),
    startEvmChains({ ports: { 1: 0, 8453: 0 }, log: quiet }),
  ])
  const [mainnet, base] = evm.chains
  if (!mainnet || !base) throw new Error('the EVM devnet started without its chains')
  wallet = await createDevnetWalletConnectWallet({
    relayUrl: relay.url,
    evm: {
      privateKey: mainnet.devAccounts[0]?.privateKey ?? '0x',
      // It lists its assets on Ethereum (the devnet tokens), not on Base.
      chains: evm.chains.map(({ caipNetworkId, rpcUrl, tokens }) => ({
        caipNetworkId,
        rpcUrl,
        ...(caipNetworkId === 'eip155:1' && {
          assetTokens: tokens.map(({ address }) => address),
        }),
      })),
    },
    solana: {
      secretKey: crypto.getRandomValues(new Uint8Array(32)),
      rpcUrl: 'http://127.0.0.1:8899',
      caipNetworkId: SOLANA_DEVNET,
    },
  })
  dapp = await UniversalProvider.init({
    projectId: 'portico-devnet',
    relayUrl: relay.url,
    customStoragePrefix: 'portico-test-dapp',
    telemetryEnabled: false,
    metadata: { name: 'Portico test dapp', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
  })

  const startedAt = performance.now()
  let paired: Promise<WalletSession> | undefined
  dapp.on('display_uri', (uri: string) => {
    paired = wallet.pair(uri)
  })
  await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: evm.chains.map((chain) => chain.caipNetworkId),
        methods: ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        rpcMap: Object.fromEntries(
          evm.chains.map((chain) => [String(chain.chainId), chain.rpcUrl]),
        ),
      },
      solana: {
        chains: [SOLANA_DEVNET],
        methods: ['solana_signMessage', 'solana_signTransaction'],
        events: [],
      },
    },
  })
  if (!paired) throw new Error('the dapp connected without showing a URI')
  walletSession = await paired
  pairingMs = performance.now() - startedAt
})

afterAll(async () => {
  vi.restoreAllMocks()
  dapp.client.core.heartbeat.stop()
  await Promise.all([wallet.close(), dapp.client.core.relayer.transportClose()])
  await Promise.all([relay.close(), evm.stop()])
})

describe('a dapp and the devnet wallet over the devnet relay', () => {
  it('pair and settle a session in under 3 s without calling any host but 127.0.0.1', () => {
    expect(pairingMs).toBeLessThan(3_000)
    expect(outbound).toEqual([])
    expect(dapp.session?.topic).toBe(walletSession.topic)
    expect(Object.keys(walletSession.namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(walletSession.namespaces.eip155?.accounts).toEqual(
      evm.chains.map((chain) => `${chain.caipNetworkId}:${wallet.evmAddress}`),
    )
  })

  it('sign a personal_sign message that viem verifies against the wallet address', async () => {
    const signature = await dapp.request<Hex>(
      { method: 'personal_sign', params: [toHex('hello portico'), wallet.evmAddress] },
      'eip155:1',
    )
    expect(
      await verifyMessage({ address: wallet.evmAddress, message: 'hello portico', signature }),
    ).toBe(true)
  })

  it('sign eth_signTypedData_v4 data that viem verifies', async () => {
    const signature = await dapp.request<Hex>(
      { method: 'eth_signTypedData_v4', params: [wallet.evmAddress, JSON.stringify(typedData)] },
      'eip155:1',
    )
    const { domain, primaryType, message } = typedData
    const types = { Greeting: typedData.types.Greeting }
    const valid = await verifyTypedData({
      address: wallet.evmAddress,
      domain,
      types,
      primaryType,
      message,
      signature,
    })
    expect(valid).toBe(true)
  })

  it('send eth_sendTransaction to the chain it names, mined on the devnet', async () => {
    const base = evm.chains.find((chain) => chain.caipNetworkId === 'eip155:8453')
    const recipient = base?.devAccounts[1]?.address
    if (!base || !recipient) throw new Error('no Base devnet chain')
    const hash = await dapp.request<Hex>(
      {
        method: 'eth_sendTransaction',
        params: [{ from: wallet.evmAddress, to: recipient, value: toHex(parseGwei('1')) }],
      },
      'eip155:8453',
    )
    const chain = createPublicClient({ transport: http(base.rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt).toMatchObject({ status: 'success', from: wallet.evmAddress.toLowerCase() })
  })

  it('read through the rpcMap, from the devnet chain', async () => {
    const blockNumber = await dapp.request({ method: 'eth_blockNumber', params: [] }, 'eip155:1')
    expect(isHex(blockNumber)).toBe(true)
    expect(outbound).toEqual([])
  })

  it('answer eth_accounts, eth_chainId and wallet_switchEthereumChain sent to the wallet', async () => {
    const topic = walletSession.topic
    const ask = (chainId: string, method: string, params: unknown[] = []) =>
      dapp.client.request({ topic, chainId, request: { method, params } })
    expect(await ask('eip155:8453', 'eth_accounts')).toEqual([wallet.evmAddress])
    expect(await ask('eip155:8453', 'eth_chainId')).toBe('0x2105')

    const switched = new Promise<unknown>((resolve) => {
      dapp.client.once('session_event', ({ params }) => {
        resolve(params)
      })
    })
    expect(await ask('eip155:8453', 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toBeNull()
    expect(await switched).toEqual({
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1 },
    })
    await expect(
      ask('eip155:8453', 'wallet_switchEthereumChain', [{ chainId: '0x89' }]),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('report assetDiscovery where it lists assets, and list them from the chain (ERC-7811)', async () => {
    const topic = walletSession.topic
    const ask = (method: string, params: unknown[]) =>
      dapp.client.request({ topic, chainId: 'eip155:1', request: { method, params } })
    expect(await ask('wallet_getCapabilities', [wallet.evmAddress])).toEqual({
      '0x1': { assetDiscovery: { supported: true } },
    })
    expect(await ask('wallet_getCapabilities', [wallet.evmAddress, ['0x2105']])).toEqual({})
    const mainnet = evm.chains[0]
    if (!mainnet) throw new Error('the EVM devnet started without Ethereum')
    const client = createPublicClient({ transport: http(mainnet.rpcUrl) })
    const answer = await ask('wallet_getAssets', [
      { account: wallet.evmAddress, chainFilter: ['0x1', '0x2105'] },
    ])
    const native = await client.getBalance({ address: wallet.evmAddress })
    expect(Object.keys(isRecord(answer) ? answer : {})).toEqual(['0x1'])
    const listed = isRecord(answer) && Array.isArray(answer['0x1']) ? answer['0x1'] : []
    expect(listed).toContainEqual(
      expect.objectContaining({ address: 'native', type: 'NATIVE', balance: toHex(native) }),
    )
    const addresses = listed.map((asset: unknown) => (isRecord(asset) ? asset.address : undefined))
    for (const token of mainnet.tokens) expect(addresses).toContain(token.address)
    // Its one parameter is checked against the spec's WalletGetAssetsParams.
    await expect(
      ask('wallet_getAssets', [{ account: wallet.evmAddress, chainFilter: [1] }]),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('refuse to sign for an address the wallet does not hold, with code 4100', async () => {
    const other = evm.chains[0]?.devAccounts[1]?.address
    await expect(
      dapp.request({ method: 'personal_sign', params: [toHex('x'), other] }, 'eip155:1'),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('[ERR-16] refuse the methods it is told to as a user would (5000), then sign again once told', async () => {
    const sign = () =>
      dapp.request<Hex>(
        { method: 'personal_sign', params: [toHex('maybe'), wallet.evmAddress] },
        'eip155:1',
      )
    wallet.rejectRequests(['personal_sign'])
    await expect(sign()).rejects.toMatchObject({
      code: 5000,
      message: 'User rejected the request.',
    })
    wallet.rejectRequests([])
    const signature = await sign()
    expect(await verifyMessage({ address: wallet.evmAddress, message: 'maybe', signature })).toBe(
      true,
    )
  })

  it('sign solana_signMessage with the ed25519 key, base58 in and out', async () => {
    const solanaAddress = address(wallet.solanaAddress ?? '')
    const text = getUtf8Encoder().encode('hello solana')
    const reply = await dapp.request(
      {
        method: 'solana_signMessage',
        params: { message: getBase58Decoder().decode(text), pubkey: solanaAddress },
      },
      SOLANA_DEVNET,
    )
    if (!isSignatureResult(reply)) throw new Error('no signature in the reply')
    const signature = signatureBytes(getBase58Encoder().encode(reply.signature))
    const key = await getPublicKeyFromAddress(solanaAddress)
    expect(await verifySignature(key, signature, text)).toBe(true)
  })

  it('sign solana_signTransaction and return the signed wire transaction', async () => {
    const feePayer = address(wallet.solanaAddress ?? '')
    const lifetime = {
      blockhash: blockhash('EETubP5AKHgjPAhzPAFcb8BAY1hMH639CWCFTqi3hq1k'),
      lastValidBlockHeight: 1n,
    }
    const transaction = compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (message) => setTransactionMessageFeePayer(feePayer, message),
        (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
        (message) =>
          appendTransactionMessageInstruction(
            { programAddress: address('MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr') },
            message,
          ),
      ),
    )
    const reply = await dapp.request(
      {
        method: 'solana_signTransaction',
        params: { transaction: getBase64EncodedWireTransaction(transaction) },
      },
      SOLANA_DEVNET,
    )
    if (!isSignatureResult(reply) || !('transaction' in reply) || !isString(reply.transaction)) {
      throw new Error('no signed transaction in the reply')
    }
    const signed = getTransactionDecoder().decode(getBase64Encoder().encode(reply.transaction))
    const signature = signed.signatures[feePayer]
    expect(signature && getBase58Decoder().decode(signature)).toBe(reply.signature)
    const key = await getPublicKeyFromAddress(feePayer)
    expect(signature && (await verifySignature(key, signature, signed.messageBytes))).toBe(true)
  })

  it('refuse a proposal for no namespace the wallet serves, on both sides', async () => {
    const refusedDapp = await UniversalProvider.init({
      projectId: 'portico-devnet',
      relayUrl: relay.url,
      customStoragePrefix: 'portico-test-dapp-refused',
      telemetryEnabled: false,
      metadata: { name: 'Refused dapp', description: 'e2e', url: 'http://127.0.0.1', icons: [] },
    })
    let walletSide: Promise<unknown> = Promise.resolve('no URI shown')
    refusedDapp.on('display_uri', (uri: string) => {
      walletSide = wallet.pair(uri).catch((error: unknown) => error)
    })
    try {
      const cosmos = { chains: ['cosmos:cosmoshub-4'], methods: ['cosmos_signDirect'], events: [] }
      await expect(refusedDapp.connect({ optionalNamespaces: { cosmos } })).rejects.toMatchObject({
        code: 5100,
      })
      const refusal = await walletSide
      expect(refusal).toBeInstanceOf(Error)
      expect(String(refusal)).toContain('asks for no namespace this wallet serves')
    } finally {
      refusedDapp.client.core.heartbeat.stop()
      await refusedDapp.client.core.relayer.transportClose()
    }
  })

  it('[STATE-12] a session delete from the wallet emits a disconnect on the dapp side', async () => {
    const disconnected = new Promise<unknown>((resolve) => {
      dapp.on('disconnect', resolve)
    })
    await wallet.disconnect(walletSession.topic)
    expect(await disconnected).toMatchObject({ code: 6000 })
    expect(dapp.session).toBeUndefined()
    expect(wallet.sessions()).toEqual([])
  })
})
