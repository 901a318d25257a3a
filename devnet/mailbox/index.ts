import { listen } from '../http/listen.js'
import type { MailMessage } from './mail-message.js'
import { createMailStore } from './mail-store.js'
import { createMailboxListener } from './mailbox-listener.js'

export type { MailMessage } from './mail-message.js'

export interface StartMailboxOptions {
  /** 0 picks a free port. */
  port: number
  log?: (line: string) => void
}

export interface MailboxDevnet {
  url: string
  close: () => Promise<void>
  /** Delivers as POST /messages does; throws when the message is invalid. */
  deliver: (to: string, subject: string, text: string) => MailMessage
  /** Every message, or those to one address, newest last. */
  messages: (to?: string) => MailMessage[]
}

/**
 * The devnet's mailbox: the secure site delivers email codes here, and the playground and tests
 * read them back. Messages live in memory only.
 */
export async function startMailbox(options: StartMailboxOptions): Promise<MailboxDevnet> {
  const store = createMailStore()
  const server = await listen('Mailbox', options.port, createMailboxListener(store))
  options.log?.(`mailbox: ${server.url}`)
  return { url: server.url, close: server.close, deliver: store.deliver, messages: store.messages }
}
