import { frameEvents } from '../../generated/frame-messages/events.js'
import type { components } from '../../generated/frame-messages/types.js'
import type { SiteClient } from './site-client.js'

type Schemas = components['schemas']

export type EmailUpdateEvent =
  | Schemas['APP_UPDATE_EMAIL']
  | Schemas['APP_UPDATE_EMAIL_PRIMARY_OTP']
  | Schemas['APP_UPDATE_EMAIL_SECONDARY_OTP']

const wire = frameEvents.wire

/**
 * The frame's answers to an email change, for the signed-in session `token`: the site mails a
 * code to the current email, then one to the new email, and answers the new email at the end.
 */
export async function answerEmailUpdate(
  siteClient: SiteClient,
  event: EmailUpdateEvent,
  token: string,
) {
  switch (event.type) {
    case wire.APP_UPDATE_EMAIL:
      return { action: await siteClient.updateEmail(token, event.payload.email) }
    case wire.APP_UPDATE_EMAIL_PRIMARY_OTP:
      await siteClient.confirmEmailUpdate(token, 'primary', event.payload.otp)
      return undefined
    case wire.APP_UPDATE_EMAIL_SECONDARY_OTP:
      return {
        newEmail: await siteClient.confirmEmailUpdate(token, 'secondary', event.payload.otp),
      }
  }
}
