import { inject } from 'vitest'

/** The devnet secure site's developer routes (devnet/secure-site/devnet-routes.ts), from Node. */
async function devnetCall(method: string, path: string, body?: unknown): Promise<unknown> {
  const reply = await fetch(new URL(path, inject('endpoints').secureSite), {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  if (!reply.ok) throw new Error(`${method} ${path}: HTTP ${String(reply.status)}`)
  return reply.json()
}

/** Holds (true) or releases (false) the secure site's signing requests. */
export async function holdSigning(hold: boolean): Promise<void> {
  await devnetCall('PUT', '/devnet/rpc-hold', { hold })
}

/** How many signing requests the secure site holds now. */
export async function heldRequests(): Promise<number> {
  const state = await devnetCall('GET', '/devnet/rpc-hold')
  if (typeof state !== 'object' || state === null || !('waiting' in state)) return 0
  return typeof state.waiting === 'number' ? state.waiting : 0
}

/** The methods the secure site signed or sent for the login of this address. */
export async function signedBy(address: string): Promise<string[]> {
  const reply = await devnetCall('GET', `/devnet/signed?address=${address}`)
  if (typeof reply !== 'object' || reply === null || !('signed' in reply)) return []
  const { signed } = reply
  if (!Array.isArray(signed)) return []
  return signed.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'method' in entry ? String(entry.method) : '',
  )
}

/** Ends every session of the login of this address on the secure site, as if it had expired. */
export async function endSessions(address: string): Promise<void> {
  await devnetCall('DELETE', `/devnet/sessions?address=${address}`)
}
