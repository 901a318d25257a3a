import { parseCaipNetworkId, type CaipNetworkId } from '../utils/caip.js'
import { createStorage, type ValueAccessor } from './storage.js'
import { isSiwxSession, type SiwxSession } from './stored-values.js'

export type { SiwxSession }

/**
 * Where signed sign-ins are kept. Asynchronous so an app can plug in its own store (a backend
 * that verifies signatures, say); the default keeps them in browser storage.
 */
export interface SiwxSessionStore {
  addSession: (session: SiwxSession) => Promise<void>
  /** The live sessions of one address on one network. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<SiwxSession[]>
  /** Forgets every session of the address on the network. */
  revoke: (chainId: CaipNetworkId, address: string) => Promise<void>
}

export interface LocalSiwxSessionStoreOptions {
  /** Defaults to the `siwxSessions` key of `createStorage()` (localStorage, else memory). */
  sessions?: ValueAccessor<SiwxSession[]>
  now?: () => number
  /**
   * Whether a stored session can be trusted (`verifySiwxSession` checks its signature). Browser
   * storage is writable by any script of the page, so a session read back is only returned once
   * it verifies; without it every well-formed session is returned.
   */
  verify?: (session: SiwxSession) => Promise<boolean>
}

/** EVM addresses are hex and ignore case; other chains' addresses (base58, bech32) do not. */
function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  const { chainNamespace } = parseCaipNetworkId(chainId)
  return chainNamespace === 'eip155' ? a.toLowerCase() === b.toLowerCase() : a === b
}

function belongsTo(session: SiwxSession, chainId: CaipNetworkId, address: string): boolean {
  return (
    session.data.chainId === chainId && sameAddress(chainId, session.data.accountAddress, address)
  )
}

export function createLocalSiwxSessionStore(
  options: LocalSiwxSessionStoreOptions = {},
): SiwxSessionStore {
  const sessions = options.sessions ?? createStorage().siwxSessions
  const now = options.now ?? Date.now
  const verify = options.verify

  const isLive = (session: SiwxSession): boolean => {
    const { expirationTime } = session.data
    return expirationTime === undefined || Date.parse(expirationTime) > now()
  }

  const liveSessions = (): SiwxSession[] => (sessions.get() ?? []).filter(isLive)

  return {
    /**
     * The stored list is read back through a guard that drops it whole when one entry is
     * malformed, so a malformed session is refused here rather than poisoning the others.
     */
    addSession: (session) => {
      if (!isSiwxSession(session)) return Promise.reject(new Error('Invalid SIWX session'))
      sessions.set([...liveSessions(), session])
      return Promise.resolve()
    },
    getSessions: async (chainId, address) => {
      const found = liveSessions().filter((session) => belongsTo(session, chainId, address))
      if (!verify) return found
      const trusted = await Promise.all(found.map(verify))
      return found.filter((_, index) => trusted[index])
    },
    revoke: (chainId, address) => {
      sessions.set(liveSessions().filter((session) => !belongsTo(session, chainId, address)))
      return Promise.resolve()
    },
  }
}
