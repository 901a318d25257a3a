import { useState } from 'react'
import { useAccount } from '../../../src/react/use-account.js'
import { usePortico } from '../../../src/react/use-portico.js'

const MESSAGE = 'Hello from the Portico playground'

type Outcome = { signature: string } | { error: string } | undefined

/**
 * A host app's own use of the connected wallet: sign a message with the active account, then
 * show the signature or the wallet's refusal.
 */
export function SignMessageAction() {
  const portico = usePortico()
  const { isConnected } = useAccount()
  const [outcome, setOutcome] = useState<Outcome>()
  if (!isConnected) return null
  const sign = () => {
    setOutcome(undefined)
    portico.signMessage(MESSAGE).then(
      (signature) => {
        setOutcome({ signature })
      },
      (error: unknown) => {
        setOutcome({ error: error instanceof Error ? error.message : String(error) })
      },
    )
  }
  return (
    <section className="sign-message" aria-label="Sign a message">
      <button type="button" data-host-action="sign" onClick={sign}>
        Sign “{MESSAGE}”
      </button>
      {outcome && 'signature' in outcome && (
        <code data-signature={outcome.signature}>{outcome.signature}</code>
      )}
      {outcome && 'error' in outcome && (
        <p role="alert" data-sign-error={outcome.error}>
          {outcome.error}
        </p>
      )}
    </section>
  )
}
