import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { KeyValueStorage } from '@walletconnect/keyvaluestorage'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startRelay, type RunningRelay } from '../../../devnet/relay/index.js'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
} from '../../../devnet/wallets/walletconnect-wallet.js'
import {
  hearUnheardAnswer,
  pairingTopicOf,
} from '../../../src/connectors/walletconnect-unheard-answer.js'

type Provider = InstanceType<typeof UniversalProvider>

/** Hardhat's first dev account: the wallet signs nothing here, it only approves the proposal. */
const WALLET_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const STORAGE_PREFIX = 'portico-unheard-answer'

/**
 * The sign client's own store reads on a loaded machine: delayed (while `slowStores` is on), so
 * the engine of a page opened then starts listening after the relay socket delivered what the
 * relay kept.
 */
const slowStores = { on: false }
const readItem: unknown = Reflect.get(KeyValueStorage.prototype, 'getItem')
vi.spyOn(KeyValueStorage.prototype, 'getItem').mockImplementation(async function (
  this: KeyValueStorage,
  key: string,
) {
  if (slowStores.on && /\/\/(session|proposal)$/.test(key))
    await new Promise((resolve) => setTimeout(resolve, 500))
  if (typeof readItem !== 'function') throw new Error('KeyValueStorage has no getItem to delay')
  const value: unknown = await Reflect.apply(readItem, this, [key])
  return value
})

/** A page of the dapp; pages opened with one `profile` (a folder) share their storage. */
const openPage = (relay: RunningRelay, profile: string): Promise<Provider> =>
  UniversalProvider.init({
    projectId: 'portico-devnet',
    relayUrl: relay.url,
    customStoragePrefix: STORAGE_PREFIX,
    storageOptions: { database: profile },
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name: 'Portico test dapp', description: '', url: 'http://127.0.0.1', icons: [] },
  })

const closePage = async (page: Provider): Promise<void> => {
  page.client.core.heartbeat.stop()
  await page.client.core.relayer.transportClose()
}

let relay: RunningRelay
let wallet: DevnetWalletConnectWallet
const pages: Provider[] = []
const profiles: string[] = []

beforeAll(async () => {
  // Each page has a core of its own, as two page loads do (in one process they would share one).
  vi.stubEnv('DISABLE_GLOBAL_CORE', 'true')
  relay = await startRelay({ port: 0, log: () => undefined })
  wallet = await createDevnetWalletConnectWallet({
    relayUrl: relay.url,
    evm: { privateKey: WALLET_KEY, chains: [{ caipNetworkId: 'eip155:1', rpcUrl: relay.url }] },
  })
})

afterEach(async () => {
  await Promise.all(pages.splice(0).map(closePage))
})

afterAll(async () => {
  vi.unstubAllEnvs()
  await wallet.close()
  await relay.close()
  await Promise.all(profiles.map((profile) => rm(profile, { recursive: true, force: true })))
})

/**
 * A page proposes a pairing and is discarded; the wallet approves; the page comes back on a
 * loaded machine: its client is handed the wallet's answer before its engine listens.
 */
async function answeredWhileLoading() {
  const profile = await mkdtemp(join(tmpdir(), 'portico-unheard-answer-'))
  profiles.push(profile)
  slowStores.on = false
  const before = await openPage(relay, profile)
  pages.push(before)
  const uri = new Promise<string>((resolve) => {
    before.once('display_uri', resolve)
  })
  before
    .connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: [] },
      },
    })
    .catch(() => undefined)
  const pairingUri = await uri
  await closePage(before)
  // The wallet approves while no page of the dapp is open; the relay keeps its answer.
  const published = relay.stats().published
  const approved = wallet.pair(pairingUri)
  approved.catch(() => undefined)
  await vi.waitFor(() => {
    expect(relay.stats().published).toBeGreaterThanOrEqual(published + 2)
  })
  slowStores.on = true
  const after = await openPage(relay, profile)
  pages.push(after)
  const settled = new Promise<void>((resolve) => {
    after.client.once('session_connect', () => {
      resolve()
    })
  })
  return { pairingUri, after, approved, settled }
}

describe('the answer to a pairing an earlier page proposed, reaching the client before it listens', () => {
  it('is taken from the relay and left unhandled by the 2.21.8 client: the page would wait for ever', async () => {
    const { pairingUri, after } = await answeredWhileLoading()
    const topic = pairingTopicOf(pairingUri) ?? ''
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(after.client.session.getAll()).toEqual([])
    // The client took it (recorded on the pairing's topic) and acknowledged it to the relay,
    // which will not send it again; the proposal's history record, which the engine reads an
    // answer by, is gone: the core's pairing controller read it as an answer to a method it
    // does not serve.
    expect(Object.keys(after.client.core.relayer.messages.get(topic))).toHaveLength(1)
    expect(relay.stats().acknowledged).toBe(relay.stats().pushed)
    const [proposal] = after.client.proposal.getAll()
    expect(proposal?.pairingTopic).toBe(topic)
    expect(after.client.core.history.records.has(proposal?.id ?? 0)).toBe(false)
  })

  it('is handed to the engine by hearUnheardAnswer: the session settles and the wallet sees it acknowledged', async () => {
    const { pairingUri, after, approved, settled } = await answeredWhileLoading()
    expect(await hearUnheardAnswer(after, pairingUri)).toBe(true)
    await settled
    const session = await approved
    expect(after.client.session.getAll().map(({ topic }) => topic)).toEqual([session.topic])
    // Handled now: a second call hands nothing on.
    expect(await hearUnheardAnswer(after, pairingUri)).toBe(false)
  })

  it('hands nothing on for a URI that is not a pairing of this client', async () => {
    const { after } = await answeredWhileLoading()
    expect(await hearUnheardAnswer(after, 'wc:not-a-topic@2?relay-protocol=irn')).toBe(false)
    expect(await hearUnheardAnswer(after, `wc:${'0'.repeat(64)}@2?relay-protocol=irn`)).toBe(false)
  })
})
