import { isRecord } from '../../src/utils/is-record.js'
import { RPC_ERRORS, RpcError } from './protocol.js'

/** Reads the params of each relay method; a bad field becomes an invalid-params error naming it. */

export interface PublishParams {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  attestation: string | undefined
}

export interface ProposeSessionParams {
  pairingTopic: string
  sessionProposal: string
  ttl: number
  attestation: string | undefined
}

export interface ApproveSessionParams {
  sessionTopic: string
  pairingTopic: string
  sessionProposalResponse: string
  sessionSettlementRequest: string
  ttl: number
}

export interface UnsubscribeParams {
  topic: string
  id: string
}

type Fields = Record<string, unknown>

const TOPIC = /^[0-9a-f]{64}$/
const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60
/** The sign protocol's TTL for the proposal and settlement messages, used when none is sent. */
export const SESSION_MESSAGE_TTL = 300

const invalid = (message: string): RpcError =>
  new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${message}`)

function object(params: unknown, path = 'params'): Fields {
  if (!isRecord(params)) throw invalid(`${path} must be an object`)
  return params
}

function text(fields: Fields, name: string, path = name): string {
  const value = fields[name]
  if (typeof value !== 'string' || value === '') throw invalid(`${path} must be a non-empty string`)
  return value
}

/** Topics are the hex of a 32-byte hash, as every WalletConnect client derives them. */
function topic(fields: Fields, name: string, path = name): string {
  const value = text(fields, name, path)
  if (!TOPIC.test(value)) throw invalid(`${path} must be 64 lowercase hex characters`)
  return value
}

function ttl(fields: Fields, path: string, fallback?: number): number {
  const value = fields.ttl
  if (value === undefined && fallback !== undefined) return fallback
  if (
    typeof value !== 'number' ||
    !Number.isInteger(value) ||
    value < 1 ||
    value > THIRTY_DAYS_IN_SECONDS
  ) {
    throw invalid(`${path} must be a whole number of seconds from 1 to ${THIRTY_DAYS_IN_SECONDS}`)
  }
  return value
}

function tag(fields: Fields, path: string): number {
  const value = fields.tag
  if (value === undefined) return 0
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw invalid(`${path} must be an integer`)
  return value
}

function attestation(fields: Fields, path: string): string | undefined {
  const value = fields.attestation
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw invalid(`${path} must be a string`)
  return value
}

function list(fields: Fields, name: string): unknown[] {
  const value = fields[name]
  if (!Array.isArray(value)) throw invalid(`${name} must be an array`)
  return value
}

export function readTopic(params: unknown): string {
  return topic(object(params), 'topic')
}

export function readTopics(params: unknown): string[] {
  return list(object(params), 'topics').map((value, index) => {
    if (typeof value !== 'string' || !TOPIC.test(value)) {
      throw invalid(`topics[${index}] must be 64 lowercase hex characters`)
    }
    return value
  })
}

function publishFields(fields: Fields, prefix: string): PublishParams {
  return {
    topic: topic(fields, 'topic', `${prefix}topic`),
    message: text(fields, 'message', `${prefix}message`),
    ttl: ttl(fields, `${prefix}ttl`),
    tag: tag(fields, `${prefix}tag`),
    attestation: attestation(fields, `${prefix}attestation`),
  }
}

export function readPublish(params: unknown): PublishParams {
  return publishFields(object(params), '')
}

export function readBatchPublish(params: unknown): PublishParams[] {
  return list(object(params), 'messages').map((entry, index) =>
    publishFields(object(entry, `messages[${index}]`), `messages[${index}].`),
  )
}

function unsubscribeFields(fields: Fields, prefix: string): UnsubscribeParams {
  return { topic: topic(fields, 'topic', `${prefix}topic`), id: text(fields, 'id', `${prefix}id`) }
}

export function readUnsubscribe(params: unknown): UnsubscribeParams {
  return unsubscribeFields(object(params), '')
}

export function readBatchUnsubscribe(params: unknown): UnsubscribeParams[] {
  return list(object(params), 'subscriptions').map((entry, index) =>
    unsubscribeFields(object(entry, `subscriptions[${index}]`), `subscriptions[${index}].`),
  )
}

export function readProposeSession(params: unknown): ProposeSessionParams {
  const fields = object(params)
  return {
    pairingTopic: topic(fields, 'pairingTopic'),
    sessionProposal: text(fields, 'sessionProposal'),
    ttl: ttl(fields, 'ttl', SESSION_MESSAGE_TTL),
    attestation: attestation(fields, 'attestation'),
  }
}

export function readApproveSession(params: unknown): ApproveSessionParams {
  const fields = object(params)
  return {
    sessionTopic: topic(fields, 'sessionTopic'),
    pairingTopic: topic(fields, 'pairingTopic'),
    sessionProposalResponse: text(fields, 'sessionProposalResponse'),
    sessionSettlementRequest: text(fields, 'sessionSettlementRequest'),
    ttl: ttl(fields, 'ttl', SESSION_MESSAGE_TTL),
  }
}
