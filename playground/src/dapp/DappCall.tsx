import { useState } from 'react'
import { settleCall, type CallOutcome } from './call-outcome.js'

export interface DappCallProps {
  /** The method's name, the button's label and the result's key. */
  method: string
  /** The call as a host app writes it, shown under the button. */
  snippet: string
  run: () => Promise<unknown>
}

/** One call the host app makes through the connection: its button, its code, what it came to. */
export function DappCall({ method, snippet, run }: DappCallProps) {
  const [outcome, setOutcome] = useState<CallOutcome>()
  return (
    <li className="dapp-call" data-call={method}>
      <button
        type="button"
        disabled={outcome?.state === 'pending'}
        onClick={() => {
          setOutcome({ state: 'pending' })
          void settleCall(run).then(setOutcome)
        }}
      >
        {method}
      </button>
      <pre>
        <code>{snippet}</code>
      </pre>
      <output aria-live="polite" data-state={outcome?.state}>
        {outcome?.state === 'pending' && 'Waiting for the wallet…'}
        {outcome?.state === 'done' && <code data-result={outcome.result}>{outcome.result}</code>}
        {outcome?.state === 'failed' && (
          <span role="alert" data-code={outcome.code}>
            {outcome.code === undefined ? 'Error' : `Error ${String(outcome.code)}`}:{' '}
            {outcome.message}
          </span>
        )}
      </output>
    </li>
  )
}
