/**
 * Whether anything answers HTTP at the URL, without needing the service to allow this origin
 * (no-cors: the answer is opaque). The body is read to its end: one left unread is cancelled,
 * which the browser logs as a failed (net::ERR_ABORTED) request.
 */
export async function probeOpaque(url: string, signal?: AbortSignal): Promise<void> {
  const response = await fetch(url, { mode: 'no-cors', cache: 'no-store', signal })
  await response.arrayBuffer()
}
