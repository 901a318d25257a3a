import {
  readApproveSession,
  readBatchPublish,
  readBatchUnsubscribe,
  readProposeSession,
  readPublish,
  readTopic,
  readTopics,
  readUnsubscribe,
} from './params.js'
import { RPC_ERRORS, RpcError, type JsonRpcRequest } from './protocol.js'
import type { RelayHub, RelayPeer } from './relay-hub.js'

/** The result to reply with, and what to do once the reply is on its way (replay stored messages). */
export interface MethodOutcome {
  result: unknown
  afterReply?: () => void
}

/** The sign protocol's tags for the messages wc_proposeSession and wc_approveSession publish. */
const TAGS = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

type Method = (hub: RelayHub, peer: RelayPeer, params: unknown) => MethodOutcome

function subscribeAll(hub: RelayHub, peer: RelayPeer, topics: string[]): MethodOutcome {
  const subscribed = topics.map((topic) => hub.subscribe(peer, topic))
  return {
    result: subscribed.map(({ id }) => id),
    afterReply: () => {
      for (const { replay } of subscribed) replay()
    },
  }
}

const methods: Record<string, Method> = {
  irn_subscribe: (hub, peer, params) => {
    const { id, replay } = hub.subscribe(peer, readTopic(params))
    return { result: id, afterReply: replay }
  },
  irn_batchSubscribe: (hub, peer, params) => subscribeAll(hub, peer, readTopics(params)),
  irn_unsubscribe: (hub, peer, params) => {
    hub.unsubscribe(peer, readUnsubscribe(params).topic)
    return { result: true }
  },
  irn_batchUnsubscribe: (hub, peer, params) => {
    for (const { topic } of readBatchUnsubscribe(params)) hub.unsubscribe(peer, topic)
    return { result: true }
  },
  irn_publish: (hub, peer, params) => {
    hub.publish(peer, readPublish(params))
    return { result: true }
  },
  irn_batchPublish: (hub, peer, params) => {
    for (const message of readBatchPublish(params)) hub.publish(peer, message)
    return { result: true }
  },
  irn_batchFetchMessages: (hub, peer, params) => ({
    result: { messages: hub.fetchPending(peer, readTopics(params)), hasMore: false },
  }),
  // Sign 2.5: the dapp hands the relay its proposal; the relay subscribes it to the pairing topic.
  wc_proposeSession: (hub, peer, params) => {
    const proposal = readProposeSession(params)
    const { replay } = hub.subscribe(peer, proposal.pairingTopic)
    hub.publish(peer, {
      topic: proposal.pairingTopic,
      message: proposal.sessionProposal,
      ttl: proposal.ttl,
      tag: TAGS.sessionPropose,
      attestation: proposal.attestation,
    })
    return { result: true, afterReply: replay }
  },
  // Sign 2.5: the wallet's answer on the pairing topic and its settlement on the new session topic.
  wc_approveSession: (hub, peer, params) => {
    const approval = readApproveSession(params)
    const { replay } = hub.subscribe(peer, approval.sessionTopic)
    const common = { ttl: approval.ttl, attestation: undefined }
    hub.publish(peer, {
      ...common,
      topic: approval.pairingTopic,
      message: approval.sessionProposalResponse,
      tag: TAGS.sessionProposeResponse,
    })
    hub.publish(peer, {
      ...common,
      topic: approval.sessionTopic,
      message: approval.sessionSettlementRequest,
      tag: TAGS.sessionSettle,
    })
    return { result: true, afterReply: replay }
  },
}

/** Runs one request; throws RpcError for an unknown method or bad params. */
export function runMethod(hub: RelayHub, peer: RelayPeer, request: JsonRpcRequest): MethodOutcome {
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) {
    throw new RpcError(RPC_ERRORS.methodNotFound, `Method not found: ${request.method}`)
  }
  return method(hub, peer, request.params)
}
