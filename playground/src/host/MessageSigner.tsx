import { useState } from 'react'
import { usePorticoAccount } from '../../../src/react/use-portico-account.js'
import { usePortico } from '../../../src/react/use-portico.js'
import { errorText } from '../shared/error-text.js'
import { HostCard } from './HostCard.js'

type Outcome = { signature: string } | { error: string; name: string } | undefined

/**
 * The page's one signing control, as a host app would have it: a message signed by the connected
 * wallet of the active namespace (EVM: personal_sign, hex; Solana: signMessage, base58; the modal
 * shows ApproveTransaction meanwhile), then the signature or the wallet's error.
 */
export function MessageSigner() {
  const portico = usePortico()
  const { isConnected } = usePorticoAccount()
  const [message, setMessage] = useState('Hello from the Portico playground')
  const [outcome, setOutcome] = useState<Outcome>()
  return (
    <HostCard id="message-signer-title" title="Sign a message" className="message-signer">
      {isConnected ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setOutcome(undefined)
            portico.signMessage(message).then(
              (signature) => {
                setOutcome({ signature })
              },
              (error: unknown) => {
                setOutcome({
                  error: errorText(error),
                  name: error instanceof Error ? error.name : typeof error,
                })
              },
            )
          }}
        >
          <label htmlFor="message-signer">Message</label>
          <input
            id="message-signer"
            value={message}
            onChange={(event) => {
              setMessage(event.target.value)
            }}
          />
          {/* Above the button, so the card's action stays level with its neighbours'. */}
          {outcome && 'signature' in outcome && (
            <output data-signature={outcome.signature}>{outcome.signature}</output>
          )}
          {outcome && 'error' in outcome && (
            <output role="alert" data-sign-error={outcome.error} data-error-name={outcome.name}>
              {outcome.error}
            </output>
          )}
          <div className="card-actions">
            <button type="submit" className="primary" data-action="sign-message">
              Sign
            </button>
          </div>
        </form>
      ) : (
        <p className="muted">Connect a wallet to sign a message with it.</p>
      )}
    </HostCard>
  )
}
