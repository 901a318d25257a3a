import type { frameEvents } from '../../generated/frame-messages/events.js'
import type { components } from '../../generated/frame-messages/types.js'

type Schemas = components['schemas']
type Replies = typeof frameEvents.replies

/** Every request the page sends (APP_*), as listed by the generated events table. */
export type AppRequestType = (typeof frameEvents.requests)[number]

export type SuccessTypeOf<T extends AppRequestType> = Replies[T]['success']
export type ErrorTypeOf<T extends AppRequestType> = Replies[T]['error']

type PayloadField<Event> = Event extends { payload: infer Payload } ? Payload : undefined

/** What a request carries; undefined for requests whose schema has no payload. */
export type PayloadOf<T extends AppRequestType> = PayloadField<Schemas[T]>

/** The arguments after the request type: its payload, or none when the schema has no payload. */
export type PayloadArgs<T extends AppRequestType> = Schemas[T] extends { payload: infer Payload }
  ? [payload: Payload]
  : []

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
