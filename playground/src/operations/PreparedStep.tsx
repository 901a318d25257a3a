import type { FiredCall } from './fire-operation.js'

interface PreparedStepProps {
  operationId: string
  call: FiredCall
}

/** The call an example needed first (a fresh quote), in one line: what was sent, how it answered. */
export function PreparedStep({ operationId, call }: PreparedStepProps) {
  const answered = call.result.kind === 'reply'
  return (
    <p
      className={answered ? 'muted prepared' : 'error-message prepared'}
      data-prepared={operationId}
      data-prepared-status={call.status ?? ''}
    >
      First {operationId}: {call.status ?? 'not sent'}
      {answered ? '' : ` (${'message' in call.result ? call.result.message : call.result.kind})`}
      {call.url && (
        <>
          {' '}
          <code className="request-url">
            {call.method} {call.url}
          </code>
        </>
      )}
    </p>
  )
}
