import { useState } from 'react'
import type { ApiName } from '../app/route.js'
import { errorText } from '../shared/error-text.js'
import type { FiredCall } from './fire-operation.js'
import type { OperationExample } from './operation-examples.js'
import { recordableReply, recordReply, type RecordOutcome } from './record-reply.js'

interface RecordFormProps {
  toolsUrl: string
  api: ApiName
  operationId: string
  fired: FiredCall
  /** Told the case that the file now holds, so the picker lists it without a reload. */
  onRecorded: (example: OperationExample) => void
}

/** What a recorded case is called until the developer says better: never empty. */
const defaultDescription = (operationId: string, status: number, valid: boolean): string =>
  `${operationId} ${String(status)} reply from the devnet${valid ? '' : ', breaking its schema'}`

function Saved({ outcome }: { outcome: Extract<RecordOutcome, { ok: true }> }) {
  const check = outcome.valid
    ? `valid: the body matches the ${String(outcome.status)} reply's schema`
    : `valid: false, the body breaks the ${String(outcome.status)} reply's schema`
  return (
    <p
      className="saved"
      role="status"
      data-recorded-file={outcome.file}
      data-written={outcome.written}
    >
      {outcome.written ? 'Saved' : 'Already recorded, not written again:'}{' '}
      <code>{outcome.file}</code> ({check})
    </p>
  )
}

/** Saves the fired reply as a recorded payload under test/contract/recorded (devnet/tools). */
export function RecordForm({ toolsUrl, api, operationId, fired, onRecorded }: RecordFormProps) {
  const reply = recordableReply(fired)
  const [description, setDescription] = useState(
    reply ? defaultDescription(operationId, reply.status, reply.valid) : '',
  )
  const [outcome, setOutcome] = useState<RecordOutcome>()
  const [busy, setBusy] = useState(false)
  const why = !toolsUrl
    ? 'Recording needs the devnet tools server (VITE_DEVNET_TOOLS).'
    : !reply
      ? 'Only a reply with a JSON body (or no content) can be recorded; nothing else was answered.'
      : undefined

  if (why !== undefined)
    return (
      <section className="record" aria-label="Record">
        <p className="muted" data-record="off">
          Record is off. {why}
        </p>
      </section>
    )
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
            if (answer.ok && answer.valid) onRecorded(answer.example)
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
          onChange={(event) => {
            setDescription(event.target.value)
          }}
        />
        <button type="submit" disabled={busy || description.trim() === ''}>
          Record
        </button>
      </div>
      {outcome &&
        (outcome.ok ? (
          <Saved outcome={outcome} />
        ) : (
          <p className="error-message" role="alert">
            Not recorded: {outcome.message}
          </p>
        ))}
    </form>
  )
}
