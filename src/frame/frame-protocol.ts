import type { frameEvents } from '../../generated/frame-messages/events.js'
import type { components } from '../../generated/frame-messages/types.js'

type Schemas = components['schemas']
type Replies = typeof frameEvents.replies

/** Every request the page sends (APP_*), as listed by the generated events table. */
export type AppRequestType = (typeof frameEvents.requests)[number]

export type SuccessTypeOf<T extends AppRequestType> = Replies[T]['success']

/** An event's payload, required or optional in its schema; undefined when it has none. */
type PayloadField<Event> = 'payload' extends keyof Event
  ? Exclude<Event['payload' & keyof Event], undefined>
  : undefined

/** What a request carries; undefined for requests whose schema has no payload. */
export type PayloadOf<T extends AppRequestType> = PayloadField<Schemas[T]>

/**
 * The arguments after the request type: its payload, or none when the schema has no payload.
 * Portico's page always sends a payload where the schema has one, even where the reference page
 * may leave it out.
 */
export type PayloadArgs<T extends AppRequestType> = 'payload' extends keyof Schemas[T]
  ? [payload: PayloadOf<T>]
  : []

/** An event's name on the wire ('@w3m-app/CONNECT_EMAIL'), from its readable name. */
export type WireNameOf<Name extends keyof typeof frameEvents.wire> = (typeof frameEvents.wire)[Name]

/** What the success reply carries; undefined for replies whose schema has no payload. */
export type SuccessPayloadOf<T extends AppRequestType> = PayloadField<Schemas[SuccessTypeOf<T>]>

/** Requests that time out after 120 s without a reply (spec §8); no other request times out. */
export const TIMED_REQUESTS = [
  'APP_CONNECT_EMAIL',
  'APP_CONNECT_DEVICE',
  'APP_CONNECT_OTP',
  'APP_CONNECT_SOCIAL',
  'APP_GET_SOCIAL_REDIRECT_URI',
] as const satisfies readonly AppRequestType[]

const timedRequests: ReadonlySet<AppRequestType> = new Set(TIMED_REQUESTS)

export const isTimedRequest = (type: AppRequestType): boolean => timedRequests.has(type)
