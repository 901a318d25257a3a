/** The frame app's calls to its own server; the session token stays in the frame's origin. */

export interface SiteUser {
  email: string
  address: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

async function call(path: string, method: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token !== undefined) headers.authorization = `Bearer ${token}`
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  const json: unknown = text === '' ? undefined : JSON.parse(text)
  if (!response.ok) {
    const message = isRecord(json) && typeof json.message === 'string' ? json.message : undefined
    throw new Error(message ?? `${path} failed with HTTP ${String(response.status)}`)
  }
  return { status: response.status, json }
}

function userOf(json: unknown): SiteUser {
  if (!isRecord(json) || typeof json.email !== 'string' || typeof json.address !== 'string') {
    throw new Error('The secure site answered without a user')
  }
  return { email: json.email, address: json.address }
}

export const siteClient = {
  startEmail: async (email: string): Promise<void> => {
    await call('/api/email/start', 'POST', undefined, { email })
  },
  verifyEmail: async (email: string, otp: string): Promise<{ token: string; user: SiteUser }> => {
    const { json } = await call('/api/email/verify', 'POST', undefined, { email, otp })
    if (!isRecord(json) || typeof json.token !== 'string') {
      throw new Error('The secure site answered without a session token')
    }
    return { token: json.token, user: userOf(json) }
  },
  /** The user of a session, or undefined when the token is not (or no longer) valid. */
  session: async (token: string): Promise<SiteUser | undefined> => {
    const response = await fetch('/api/session', { headers: { authorization: `Bearer ${token}` } })
    if (response.status === 401) return undefined
    if (!response.ok) throw new Error(`/api/session failed with HTTP ${String(response.status)}`)
    return userOf(await response.json())
  },
  signOut: async (token: string): Promise<void> => {
    await call('/api/sign-out', 'POST', token)
  },
  chains: async (): Promise<string[]> => {
    const { json } = await call('/api/chains', 'GET')
    if (!isRecord(json) || !Array.isArray(json.chains)) return []
    return json.chains.filter((chain): chain is string => typeof chain === 'string')
  },
  rpc: async (token: string, chainId: string, method: string, params: unknown[]) => {
    const { json } = await call('/api/rpc', 'POST', token, { chainId, method, params })
    return isRecord(json) ? json.result : undefined
  },
}
