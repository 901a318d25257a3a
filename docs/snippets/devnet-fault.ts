// A dapp's test against the devnet: turn a fault on, watch the app meet it, turn it off.
interface Fault {
  service: 'blockchain-api' | 'project-api' | 'chain-rpc' | 'relay' | 'secure-site'
  kind: string
  /** Only requests under this path fail. */
  path?: string
  /** The switch turns itself off after this many seconds (1 to 600). */
  seconds?: number
}

/** `devnetTools` is the tools service's URL, from .devnet/endpoints.json. */
export async function withFault<T>(devnetTools: string, fault: Fault, run: () => Promise<T>) {
  const on = await fetch(`${devnetTools}/devnet/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  if (!on.ok) throw new Error(`The devnet refused the fault: ${await on.text()}`)
  try {
    return await run()
  } finally {
    const query = new URLSearchParams({ service: fault.service, kind: fault.kind })
    await fetch(`${devnetTools}/devnet/faults?${query.toString()}`, { method: 'DELETE' })
  }
}
