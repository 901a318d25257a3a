import { inject } from 'vitest'

interface Mail {
  id: string
  text: string
}

const isMail = (value: unknown): value is Mail =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof value.id === 'string' &&
  'text' in value &&
  typeof value.text === 'string'

/** The newest message the devnet mailbox holds for the address, if any. */
export async function latestMail(email: string): Promise<Mail | undefined> {
  const url = new URL('/messages/latest', inject('endpoints').mailbox)
  url.searchParams.set('to', email)
  const reply = await fetch(url)
  if (!reply.ok) return undefined
  const body: unknown = await reply.json()
  return isMail(body) ? body : undefined
}

/**
 * The six-digit code of the newest message for the address, waiting until one arrives that is
 * not the message `previousId` (a code already read).
 */
export async function codeFor(email: string, previousId?: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const mail = await latestMail(email)
    const code = mail && mail.id !== previousId ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No new code arrived for ${email}`)
}
