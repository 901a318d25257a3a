import { randomUUID } from 'node:crypto'
import { checkDelivery, sameAddress, type MailMessage } from './mail-message.js'

/** The delivered messages, oldest first; every read is filtered by address when one is given. */
export function createMailStore() {
  let messages: MailMessage[] = []
  const addressedTo = (to: string | undefined): MailMessage[] =>
    to === undefined ? [...messages] : messages.filter((message) => sameAddress(message.to, to))

  return {
    /** Checks and stores a message; throws with the reason when it is invalid. */
    deliver: (to: string, subject: string, text: string): MailMessage => {
      const checked = checkDelivery({ to, subject, text })
      if (!checked.ok) throw new Error(`Mailbox: ${checked.issue}`)
      const message = { id: randomUUID(), receivedAt: new Date().toISOString(), ...checked.value }
      messages.push(message)
      return message
    },
    messages: addressedTo,
    latest: (to?: string): MailMessage | undefined => addressedTo(to).at(-1),
    clear: (to?: string): void => {
      messages = to === undefined ? [] : messages.filter((message) => !sameAddress(message.to, to))
    },
  }
}

export type MailStore = ReturnType<typeof createMailStore>
