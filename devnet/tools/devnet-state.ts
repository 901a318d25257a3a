import { readFile } from 'node:fs/promises'
import { privateKeyToAccount } from 'viem/accounts'
import type { NameEntry, RegisterNameRequest } from '../../generated/blockchain-api/index.js'
import { createBlockchainApiClient } from '../../src/clients/blockchain-api-client.js'
import { deriveDevAccounts } from '../evm/dev-accounts.js'
import { isRecord } from '../../src/utils/is-record.js'

/**
 * What the playground's examples are filled from: real state of the running devnet, so each
 * operation's example answers as labelled. Format: devnet/tools/README.md (GET /devnet-state).
 */
export interface DevnetState {
  projectId: string
  /** The dev accounts (namespace -> addresses) and chains (CAIP-2 -> RPC URL) of the endpoints. */
  accounts: Record<string, string[]>
  chains: Record<string, string>
  /** Per EVM chain, symbol -> CAIP-10 token address, as the devnet's getConvertTokens lists them. */
  tokens: Record<string, Record<string, string>>
  /** A name registered on the devnet and the dev account it points at. */
  named: { name: string; address: string }
  /** A registerName body for a name not registered yet, signed by that dev account's key. */
  registration: RegisterNameRequest
  /** An open purchase session for getSession, and a fresh one for revokeSession to cancel. */
  session: string
  revocableSession: string
  /** The named dev account's signature of revocableSession (the devnet does not check it). */
  revocationSignature: string
  /** The first EVM chain's standard gas price in wei, as the devnet's getGasPrice answers it. */
  gasPrice: string
  /** The cursor of the second page of the dev wallet account's history on the first EVM chain. */
  cursor: string | null
}

/** The account that holds the seeded name: not the wallet account, whose views would change. */
type BlockchainApi = ReturnType<typeof createBlockchainApiClient>['operations']

const NAMED_ACCOUNT = 1
const SEEDED_NAME = 'devnet-named.reown.id'

const randomLabel = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(5)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('')

async function readEndpoints(file: string) {
  const endpoints: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!isRecord(endpoints)) throw new Error(`${file} is not a JSON object`)
  const text = (key: string) => {
    const value = endpoints[key]
    if (typeof value !== 'string') throw new Error(`${file} has no ${key}`)
    return value
  }
  const map = <T>(key: string, pick: (value: unknown) => value is T): Record<string, T> => {
    const value = endpoints[key]
    if (!isRecord(value)) throw new Error(`${file} has no ${key}`)
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, T] => pick(entry[1])),
    )
  }
  const isString = (value: unknown): value is string => typeof value === 'string'
  const isStrings = (value: unknown): value is string[] =>
    Array.isArray(value) && value.every(isString)
  return {
    projectId: text('projectId'),
    blockchainApi: text('blockchainApi'),
    chains: map('chains', isString),
    accounts: map('accounts', isStrings),
  }
}

/**
 * Reads the devnet's state for the examples, seeding what it lacks: a registered name (kept in
 * the devnet's names file, so only the first call registers it) and two fresh purchase sessions.
 */
export function createDevnetStateReader(endpointsFile: string) {
  const namedKey = deriveDevAccounts(NAMED_ACCOUNT + 1)[NAMED_ACCOUNT]
  if (!namedKey) throw new Error('No dev account to hold the seeded name')
  const signer = privateKeyToAccount(namedKey.privateKey)

  const registrationFor = async (name: string): Promise<RegisterNameRequest> => {
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: Math.floor(Date.now() / 1000),
    })
    return {
      coin_type: 60,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
  }

  /** The name the named account holds, registered on first use (names persist in the devnet). */
  const seedName = async (api: BlockchainApi): Promise<string> => {
    const names: NameEntry[] = await api.getNamesByAddress({
      params: { path: { address: signer.address }, query: { apiVersion: '2' } },
    })
    const [existing] = names
    if (existing) return existing.name
    await api.registerName({ body: await registrationFor(SEEDED_NAME) })
    return SEEDED_NAME
  }
  // One seeding per Blockchain API, shared by reads that come at once (a page's StrictMode double
  // effect): two registrations of one name would refuse the second.
  const seeded = new Map<string, Promise<string>>()

  return async (): Promise<DevnetState> => {
    const endpoints = await readEndpoints(endpointsFile)
    const api = createBlockchainApiClient({
      baseUrl: endpoints.blockchainApi,
      projectId: endpoints.projectId,
    }).operations
    const evmChains = Object.keys(endpoints.chains).filter((chain) => chain.startsWith('eip155:'))
    const wallet = endpoints.accounts.eip155?.[0]
    const [firstChain] = evmChains
    if (!wallet || !firstChain) throw new Error('The devnet endpoints list no EVM account or chain')

    const seeding =
      seeded.get(endpoints.blockchainApi) ??
      seedName(api).catch((error: unknown) => {
        // Not kept: the next read tries again.
        seeded.delete(endpoints.blockchainApi)
        throw error
      })
    seeded.set(endpoints.blockchainApi, seeding)
    const name = await seeding

    const tokens: Record<string, Record<string, string>> = Object.fromEntries(
      await Promise.all(
        evmChains.map(async (chainId): Promise<[string, Record<string, string>]> => {
          const { tokens: list } = await api.getConvertTokens({ params: { query: { chainId } } })
          return [chainId, Object.fromEntries(list.map((token) => [token.symbol, token.address]))]
        }),
      ),
    )
    const openSession = async () => {
      const { url } = await api.generateOnRampUrl({
        body: {
          destinationWallets: [{ address: wallet, blockchains: ['ethereum'], assets: ['USDC'] }],
          partnerUserId: wallet,
          defaultExperience: 'buy',
        },
      })
      const id = new URL(url).searchParams.get('session')
      if (!id) throw new Error(`generateOnRampUrl answered no session in ${url}`)
      return id
    }
    const history = await api.getTransactionHistory({
      params: { path: { address: wallet }, query: { chainId: firstChain } },
    })
    const revocableSession = await openSession()
    const gas = await api.getGasPrice({ params: { query: { chainId: firstChain } } })
    return {
      projectId: endpoints.projectId,
      accounts: endpoints.accounts,
      chains: endpoints.chains,
      tokens,
      named: { name, address: signer.address },
      registration: await registrationFor(`devnet-${randomLabel()}.reown.id`),
      session: await openSession(),
      revocableSession,
      revocationSignature: await signer.signMessage({ message: revocableSession }),
      gasPrice: gas.standard,
      cursor: history.next ?? null,
    }
  }
}
