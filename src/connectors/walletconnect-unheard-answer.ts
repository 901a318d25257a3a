/**
 * The wallet's answer to a pairing an earlier page of this tab proposed, when it reached the
 * WalletConnect client before the client's sign engine listened for it.
 *
 * A client starting on a reloaded page subscribes again to the topics it kept (the pending
 * pairing's among them) before its sign engine listens: in 2.21.8, `SignClient`'s start opens
 * the relay socket and resubscribes in `core.start()`, then reads its session, proposal and
 * request stores, and only then registers the engine's message listener. A relay that kept the
 * wallet's answer (it approved while the tab was gone, or while the page was loading) delivers it
 * on the resubscribe. When the store reads are the slower (a loaded machine), only the core's
 * pairing controller hears it: that controller serves pairing pings only, so it logs the answer as
 * one to a method it does not know, and deletes its request's history record, which the engine
 * needs to read it. The relay counts it delivered; the page waits for a pairing that was answered.
 *
 * This finds the answer among the messages the core recorded on the pairing's topic, puts the
 * proposal's history record back as the engine wrote it, and hands the message to the engine as
 * the relay would: the engine then derives the session topic, subscribes to it, and the wallet's
 * settlement, kept by the relay, settles the session as it does on a page that waited.
 */
import type { UniversalProvider } from '@walletconnect/universal-provider'
import { isRecord } from '../utils/is-record.js'

type Provider = InstanceType<typeof UniversalProvider>

/** The event the core's relayer emits for each message and the sign engine listens to. */
const RELAYER_MESSAGE = 'relayer_message'

/** The topic of a pairing URI: `wc:<topic>@2?relay-protocol=irn&symKey=…`. */
export const pairingTopicOf = (uri: string): string | undefined =>
  /^wc:([0-9a-f]{64})@/.exec(uri)?.[1]

/** A JSON-RPC response (a result or an error) to the request `id`. */
const answers = (payload: unknown, id: number): boolean =>
  isRecord(payload) && payload.id === id && !('method' in payload)

/**
 * Hands the engine the answer to this pairing's proposal when the engine missed it; resolves
 * with whether it did. Nothing happens while the proposal's history record is still there (the
 * answer has not come yet, or the engine is reading it) or when no proposal of the pairing waits.
 */
export async function hearUnheardAnswer(provider: Provider, uri: string): Promise<boolean> {
  const topic = pairingTopicOf(uri)
  const proposal = provider.client.proposal.getAll().find((made) => made.pairingTopic === topic)
  const { core } = provider.client
  if (!topic || !proposal || core.history.records.has(proposal.id)) return false
  for (const message of Object.values(core.relayer.messages.get(topic))) {
    const payload: unknown = await core.crypto.decode(topic, message).catch(() => undefined)
    if (!answers(payload, proposal.id)) continue
    core.history.set(topic, {
      id: proposal.id,
      jsonrpc: '2.0',
      method: 'wc_sessionPropose',
      params: proposal,
    })
    core.relayer.events.emit(RELAYER_MESSAGE, {
      topic,
      message,
      publishedAt: Date.now(),
      transportType: 'relay',
    })
    return true
  }
  return false
}
