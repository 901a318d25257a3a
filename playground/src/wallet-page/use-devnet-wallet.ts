import { useCallback, useEffect, useRef, useState } from 'react'
import {
  createDevnetWalletConnectWallet,
  type DevnetWalletConnectWallet,
  type PendingRequest,
  type Proposal,
  type WalletSession,
} from '../../../devnet/wallets/walletconnect-wallet.js'
import { fetchWalletConfig } from './wallet-config.js'
import { returnLinkOf, WALLET_APP_STORAGE_PREFIX, type WalletAppVisit } from './wallet-app-mode.js'

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

const confirmBy = (ask: (asked: Asked) => Promise<boolean>) => ({
  proposal: (proposal: Proposal) => ask({ kind: 'proposal', proposal }),
  request: (request: PendingRequest) => ask({ kind: 'request', request }),
})

/** Who asks the person for the wallet app's one wallet: the hook mounted last (set first). */
const appAsker: { current: (asked: Asked) => Promise<boolean> } = {
  current: () => Promise.resolve(false),
}
let appWallet: Promise<DevnetWalletConnectWallet> | undefined

/**
 * The wallet for the page. As the wallet app, it is one per page: clients with one storage prefix
 * share one core in a page, so a second (StrictMode mounts twice) would hear every proposal too.
 */
function startWallet(visit: WalletAppVisit | undefined, ask: (asked: Asked) => Promise<boolean>) {
  if (!visit) {
    return fetchWalletConfig().then((config) =>
      createDevnetWalletConnectWallet({ ...config, confirm: confirmBy(ask) }),
    )
  }
  appAsker.current = ask
  appWallet ??= fetchWalletConfig().then((config) =>
    createDevnetWalletConnectWallet({
      ...config,
      storagePrefix: WALLET_APP_STORAGE_PREFIX,
      confirm: confirmBy((asked) => appAsker.current(asked)),
    }),
  )
  return appWallet
}

/**
 * The devnet WalletConnect wallet of this page, on the devnet relay, asking before it approves
 * anything: each proposal and request waits in `decisions` until the person settles it.
 */
export function useDevnetWallet(visit?: WalletAppVisit) {
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
    startWallet(visit, ask).then(
      (started) => {
        wallet = started
        if (stopped) {
          if (!visit) void started.close()
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
      if (!visit) void wallet?.close()
    }
  }, [note, visit])

  const ready = status.phase === 'ready' ? status.wallet : undefined

  const pair = useCallback(
    (uri: string) => {
      if (!ready) return
      note('Pairing…')
      ready.pair(uri.trim()).then(
        (session) => {
          setSessions(ready.sessions())
          note(`Connected to ${session.peer.metadata.name}`)
          const back = visit && returnLinkOf(session.peer.metadata)
          if (back) {
            note(`Back to ${session.peer.metadata.name}`)
            window.location.assign(back)
          }
        },
        (error: unknown) => {
          note(`Not connected: ${messageOf(error)}`)
        },
      )
    },
    [ready, note, visit],
  )

  // Opened through the app link with a pairing: paired at once, as a wallet app does.
  const pairingUri = visit?.pairingUri
  const paired = useRef(false)
  useEffect(() => {
    if (!ready || !pairingUri || paired.current) return
    paired.current = true
    pair(pairingUri)
  }, [ready, pairingUri, pair])

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
