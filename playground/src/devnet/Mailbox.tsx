import { useCallback } from 'react'
import { usePolling } from '../shared/use-polling.js'
import { readMailbox } from './devnet-feeds.js'
import { PolledSection } from './PolledSection.js'

interface MailboxProps {
  mailbox: string
}

/** The devnet mailbox (email codes from the secure site), newest first. */
export function Mailbox({ mailbox }: MailboxProps) {
  const read = useCallback(() => readMailbox(mailbox), [mailbox])
  const [polled, refresh] = usePolling(read, 3_000)
  return (
    <PolledSection title="Mailbox" polled={polled} onRefresh={refresh}>
      {(messages) =>
        messages.length === 0 ? (
          <p className="muted">The mailbox is empty.</p>
        ) : (
          <ol className="feed" reversed>
            {[...messages].reverse().map((message) => (
              <li key={message.id}>
                <p>
                  <strong>{message.subject}</strong> to <code>{message.to}</code> ·{' '}
                  <time dateTime={message.receivedAt}>
                    {new Date(message.receivedAt).toLocaleTimeString()}
                  </time>
                </p>
                <p className="mail-text">{message.text}</p>
              </li>
            ))}
          </ol>
        )
      }
    </PolledSection>
  )
}
