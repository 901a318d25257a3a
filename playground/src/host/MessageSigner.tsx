import { useState } from 'react'
import { usePortico } from '../../../src/react/use-portico.js'
import { errorText } from '../shared/error-text.js'

/**
 * Signs a message with the connected wallet of the active namespace, as a host app would (EVM:
 * personal_sign, hex; Solana: signMessage, base58), and shows the signature or the wallet's error.
 */
export function MessageSigner() {
  const portico = usePortico()
  const [message, setMessage] = useState('Hello from the Portico playground')
  const [outcome, setOutcome] = useState<{ signature?: string; error?: string }>({})
  return (
    <form
      className="message-signer"
      onSubmit={(event) => {
        event.preventDefault()
        setOutcome({})
        portico.signMessage(message).then(
          (signature) => {
            setOutcome({ signature })
          },
          (error: unknown) => {
            setOutcome({ error: errorText(error) })
          },
        )
      }}
    >
      <label htmlFor="message-signer">Message to sign</label>
      <input
        id="message-signer"
        value={message}
        onChange={(event) => {
          setMessage(event.target.value)
        }}
      />
      <button type="submit">Sign</button>
      {outcome.signature !== undefined && (
        <output data-signature={outcome.signature}>{outcome.signature}</output>
      )}
      {outcome.error !== undefined && (
        <output role="alert" data-sign-error>
          {outcome.error}
        </output>
      )}
    </form>
  )
}
