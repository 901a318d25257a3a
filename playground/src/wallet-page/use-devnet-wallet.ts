import { useCallback, useEffect, useRef, useState } from 'react'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
  type PendingRequest,
  type Proposal,
  type WalletSession,
} from '../../../devnet/wallets/walletconnect-wallet.js'
import { fetchWalletConfig } from './wallet-config.js'

/** Something the wallet waits on the person for: a session proposal or a request. */
export type Decision =
  | { kind: 'proposal'; key: number; proposal: Proposal; settle: (approved: boolean) => void }
  | { kind: 'request'; key: number; request: PendingRequest; settle: (approved: boolean) => void }

type Asked = { kind: 'proposal'; proposal: Proposal } | { kind: 'request'; request: PendingRequest }

export type WalletStatus =
  | { phase: 'starting' }
  | { phase: 'ready'; wallet: DevnetWalletConnectWallet }
  | { phase: 'failed'; error: string }

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/**
 * The devnet WalletConnect wallet of this page, on the devnet relay, asking before it approves
 * anything: each proposal and request waits in `decisions` until the person settles it.
 */
export function useDevnetWallet() {
  const [status, setStatus] = useState<WalletStatus>({ phase: 'starting' })
  const [decisions, setDecisions] = useState<Decision[]>([])
  const [sessions, setSessions] = useState<WalletSession[]>([])
  const [log, setLog] = useState<string[]>([])
  const nextKey = useRef(0)

  const note = useCallback((line: string) => {
    setLog((lines) => [...lines, line])
  }, [])

  useEffect(() => {
    let wallet: DevnetWalletConnectWallet | undefined
    let stopped = false
    const ask = (asked: Asked): Promise<boolean> =>
      new Promise((resolve) => {
        nextKey.current += 1
        const key = nextKey.current
        const settle = (approved: boolean) => {
          setDecisions((list) => list.filter((decision) => decision.key !== key))
          resolve(approved)
        }
        setDecisions((list) => [...list, { ...asked, key, settle }])
      })
    fetchWalletConfig()
      .then((config) =>
        createDevnetWalletConnectWallet({
          ...config,
          confirm: {
            proposal: (proposal) => ask({ kind: 'proposal', proposal }),
            request: (request) => ask({ kind: 'request', request }),
          },
        }),
      )
      .then(
        (started) => {
          wallet = started
          if (stopped) {
            void started.close()
            return
          }
          const refresh = () => {
            setSessions(started.sessions())
          }
          started.client.on('session_delete', () => {
            refresh()
            note('The dapp ended a session')
          })
          refresh()
          setStatus({ phase: 'ready', wallet: started })
        },
        (error: unknown) => {
          setStatus({ phase: 'failed', error: messageOf(error) })
        },
      )
    return () => {
      stopped = true
      void wallet?.close()
    }
  }, [note])

  const ready = status.phase === 'ready' ? status.wallet : undefined

  const pair = useCallback(
    (uri: string) => {
      if (!ready) return
      note('Pairing…')
      ready.pair(uri.trim()).then(
        (session) => {
          setSessions(ready.sessions())
          note(`Connected to ${session.peer.metadata.name}`)
        },
        (error: unknown) => {
          note(`Not connected: ${messageOf(error)}`)
        },
      )
    },
    [ready, note],
  )

  const disconnect = useCallback(
    (topic: string) => {
      if (!ready) return
      ready.disconnect(topic).then(
        () => {
          setSessions(ready.sessions())
          note('Disconnected')
        },
        (error: unknown) => {
          note(`Disconnect failed: ${messageOf(error)}`)
        },
      )
    },
    [ready, note],
  )

  return { status, decisions, sessions, log, note, pair, disconnect }
}
