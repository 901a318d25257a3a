/**
 * The analytics events the API devtools sent (replaying a recorded payload or an edited one), by
 * their JSON text, so the devnet view can tell them from the events the modal sent. Kept for the
 * page's life: a reload forgets them, as it forgets what was fired.
 */
const sent = new Set<string>()

const keyOf = (event: unknown): string => JSON.stringify(event)

/** Remembers the events of an analytics call's body (one event, or a batch of them). */
export function rememberSentEvents(body: unknown): void {
  for (const event of Array.isArray(body) ? body : [body]) sent.add(keyOf(event))
}

export const wasSentByDevtools = (event: unknown): boolean => sent.has(keyOf(event))
