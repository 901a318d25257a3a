import { useState } from 'react'
import type { ApiName } from '../app/route.js'
import { errorText } from '../shared/error-text.js'
import type { FiredCall } from './fire-operation.js'
import { recordableReply, recordReply, type RecordOutcome } from './record-reply.js'

interface RecordFormProps {
  toolsUrl: string
  api: ApiName
  operationId: string
  fired: FiredCall
}

/** Saves the fired reply as a recorded payload under test/contract/recorded (devnet/tools). */
export function RecordForm({ toolsUrl, api, operationId, fired }: RecordFormProps) {
  const [description, setDescription] = useState(
    `${operationId} answered by the devnet (${String(fired.status ?? '')})`,
  )
  const [outcome, setOutcome] = useState<RecordOutcome>()
  const [busy, setBusy] = useState(false)
  const recordable = recordableReply(fired) !== undefined
  const why = !toolsUrl
    ? 'Recording needs the devnet tools server (VITE_DEVNET_TOOLS).'
    : !recordable
      ? 'Only a reply that validated (JSON or no content) can be recorded.'
      : undefined

  return (
    <form
      className="record"
      aria-label="Record"
      onSubmit={(event) => {
        event.preventDefault()
        setBusy(true)
        void recordReply(toolsUrl, api, operationId, fired, description)
          .catch((error: unknown) => ({ ok: false as const, message: errorText(error) }))
          .then((answer) => {
            setOutcome(answer)
            setBusy(false)
          })
      }}
    >
      <label htmlFor="record-description">
        <span className="field-name">Description of the recorded case</span>
      </label>
      <div className="row">
        <input
          id="record-description"
          type="text"
          value={description}
          disabled={why !== undefined}
          onChange={(event) => {
            setDescription(event.target.value)
          }}
        />
        <button type="submit" disabled={why !== undefined || busy || description.trim() === ''}>
          Record
        </button>
      </div>
      {why && <p className="muted">{why}</p>}
      {outcome &&
        (outcome.ok ? (
          <p className="saved" role="status" data-recorded-file={outcome.file}>
            Saved <code>{outcome.file}</code>
          </p>
        ) : (
          <p className="error-message" role="alert">
            Not recorded: {outcome.message}
          </p>
        ))}
    </form>
  )
}
