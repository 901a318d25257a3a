/** One JSON-RPC call to a devnet chain over HTTP: its result, or an error naming the reply. */
export async function chainRpc(
  url: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const reply: unknown = await response.json()
  if (typeof reply !== 'object' || reply === null || !('result' in reply))
    throw new Error(`${method}: ${JSON.stringify(reply)}`)
  return reply.result
}
