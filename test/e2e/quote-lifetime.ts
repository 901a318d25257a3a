import { expect, inject } from 'vitest'

/** Sets the devnet's swap quote lifetime for one account's quotes only (PUT /devnet/quote-ttl). */
export async function setQuoteLifetime(address: string, ms: number): Promise<void> {
  const reply = await fetch(`${inject('endpoints').blockchainApi}/devnet/quote-ttl`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms, address }),
  })
  expect(reply.status).toBe(200)
}
