import { useState } from 'react'
import type { Proposal } from '../../../devnet/wallets/walletconnect-wallet.js'
import { useTheme } from '../app/use-theme.js'
import { messageToSign } from './describe-request.js'
import { useDevnetWallet, type Decision } from './use-devnet-wallet.js'
import { walletAppVisit } from './wallet-app-mode.js'

/** Read once: the page's link does not change while it is open. */
const visit = walletAppVisit(window.location)

/** Each namespace the dapp asks for, with its chains, required ones first. */
function requestedNamespaces(proposal: Proposal): string[] {
  const list = (namespaces: Record<string, { chains?: string[] }>, kind: string) =>
    Object.entries(namespaces).map(
      ([key, namespace]) => `${key} (${kind}): ${(namespace.chains ?? [key]).join(', ')}`,
    )
  return [
    ...list(proposal.requiredNamespaces, 'required'),
    ...list(proposal.optionalNamespaces, 'optional'),
  ]
}

function DecisionCard({
  decision,
  onSettled,
}: {
  decision: Decision
  onSettled: (line: string) => void
}) {
  const title =
    decision.kind === 'proposal'
      ? `${decision.proposal.proposer.metadata.name} wants to connect`
      : `${decision.request.method} on ${decision.request.chainId}`
  const settle = (approved: boolean) => {
    decision.settle(approved)
    onSettled(`${approved ? 'Approved' : 'Rejected'}: ${title}`)
  }
  const message = decision.kind === 'request' ? messageToSign(decision.request) : undefined
  return (
    <article className="card wallet-decision" data-decision={decision.kind} aria-label={title}>
      <h3>{title}</h3>
      {decision.kind === 'proposal' ? (
        <>
          <p className="muted">{decision.proposal.proposer.metadata.url}</p>
          <ul>
            {requestedNamespaces(decision.proposal).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {message !== undefined && (
            <p>
              Message: <q data-message>{message}</q>
            </p>
          )}
          <pre>{JSON.stringify(decision.request.params, null, 2)}</pre>
        </>
      )}
      <div className="wallet-actions">
        <button
          type="button"
          className="primary"
          data-action="approve"
          onClick={() => {
            settle(true)
          }}
        >
          Approve
        </button>
        <button
          type="button"
          data-action="reject"
          onClick={() => {
            settle(false)
          }}
        >
          Reject
        </button>
      </div>
    </article>
  )
}

/**
 * The devnet WalletConnect wallet as a page: paste the pairing URI from the modal's "Copy link",
 * approve or reject the session proposal, then each request the dapp sends.
 */
export function WalletPage() {
  useTheme()
  const { status, decisions, sessions, log, note, pair, disconnect } = useDevnetWallet(visit)
  const [uri, setUri] = useState('')
  const wallet = status.phase === 'ready' ? status.wallet : undefined
  return (
    <main className="wallet-page">
      <h1>Devnet WalletConnect wallet</h1>
      {visit && <p data-wallet-app>Opened as the wallet app, through its link.</p>}
      <p className="muted">
        A test wallet on the devnet relay, holding the devnet&apos;s public dev keys. In the
        playground, choose WalletConnect, press <strong>Copy link</strong> and paste the link here.
      </p>
      {status.phase === 'starting' && <p className="muted">Starting the wallet…</p>}
      {status.phase === 'failed' && (
        <p role="alert" className="wallet-error">
          The wallet did not start: {status.error}
        </p>
      )}
      {wallet && (
        <dl className="wallet-addresses">
          <dt>EVM address</dt>
          <dd>
            <code data-evm-address>{wallet.evmAddress}</code>
          </dd>
          <dt>Solana address</dt>
          <dd>
            <code data-solana-address>{wallet.solanaAddress}</code>
          </dd>
        </dl>
      )}
      <form
        className="wallet-pair"
        onSubmit={(event) => {
          event.preventDefault()
          if (!/^wc:[0-9a-f]{64}@2\?/.test(uri.trim())) {
            note('That is not a WalletConnect pairing link (it starts with wc:)')
            return
          }
          pair(uri)
          setUri('')
        }}
      >
        <label htmlFor="pairing-uri">Pairing link</label>
        <input
          id="pairing-uri"
          value={uri}
          placeholder="wc:…"
          autoComplete="off"
          onChange={(event) => {
            setUri(event.target.value)
          }}
        />
        <button type="submit" className="primary" disabled={!wallet}>
          Pair
        </button>
      </form>
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title">Waiting for you ({decisions.length})</h2>
        {decisions.length === 0 && <p className="muted">Nothing to approve.</p>}
        {decisions.map((decision) => (
          <DecisionCard key={decision.key} decision={decision} onSettled={note} />
        ))}
      </section>
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title">Sessions ({sessions.length})</h2>
        {sessions.map((session) => (
          <article key={session.topic} className="card" data-session={session.topic}>
            <h3>{session.peer.metadata.name}</h3>
            <ul>
              {Object.values(session.namespaces)
                .flatMap((namespace) => namespace.accounts)
                .map((account) => (
                  <li key={account}>
                    <code>{account}</code>
                  </li>
                ))}
            </ul>
            <button
              type="button"
              data-action="disconnect"
              onClick={() => {
                disconnect(session.topic)
              }}
            >
              Disconnect
            </button>
          </article>
        ))}
      </section>
      <section aria-labelledby="log-title">
        <h2 id="log-title">Log</h2>
        <ol className="wallet-log" aria-live="polite">
          {log.map((line, index) => (
            <li key={`${String(index)} ${line}`}>{line}</li>
          ))}
        </ol>
      </section>
    </main>
  )
}
