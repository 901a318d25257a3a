import type { Dispatch, SetStateAction } from 'react'
import type { OperationEntry } from '../../../generated/operation-entry.js'
import { ExamplePicker } from '../shared/ExamplePicker.js'
import { BodyEditor } from './BodyEditor.js'
import { exampleLabel } from './operation-examples.js'
import type { FormValues } from './form-values.js'
import type { ParameterField } from './parameter-fields.js'
import { ParameterInput } from './ParameterInput.js'
import type { Examples } from './use-operation-form.js'

interface OperationFormProps {
  operation: OperationEntry
  fields: readonly ParameterField[]
  examples: Examples
  exampleFile: string
  onChooseExample: (file: string) => void
  values: FormValues
  onValues: Dispatch<SetStateAction<FormValues>>
  busy: boolean
  error?: string
  onFire: () => void
}

/** The request form: the example it starts from (and the step it needs first), a typed field per parameter, the body. */
export function OperationForm({
  operation,
  fields,
  examples,
  exampleFile,
  onChooseExample,
  values,
  onValues,
  busy,
  error,
  onFire,
}: OperationFormProps) {
  const options =
    examples.state === 'ready'
      ? examples.list.map((example) => ({ value: example.file, label: exampleLabel(example) }))
      : []
  const message = error ?? (examples.state === 'failed' ? examples.message : undefined)
  const chosen =
    examples.state === 'ready' ? examples.list.find((e) => e.file === exampleFile) : undefined
  const prepareNote = chosen?.prepare?.note
  return (
    <form
      className="operation-form"
      aria-label={`${operation.operationId} request`}
      onSubmit={(event) => {
        event.preventDefault()
        onFire()
      }}
    >
      <ExamplePicker
        id="operation-example"
        options={options}
        value={exampleFile}
        onChange={onChooseExample}
      />
      {prepareNote && (
        <p className="muted" data-prepare-note>
          {prepareNote}
        </p>
      )}
      {examples.state === 'ready' && examples.devnetNote && (
        <p className="muted" data-devnet-note>
          {examples.devnetNote}
        </p>
      )}
      {fields.length === 0 && !operation.requestBody && (
        <p className="muted">No parameters besides projectId, st and sv, which the client adds.</p>
      )}
      {fields.map((field) => (
        <ParameterInput
          key={`${field.location}.${field.name}`}
          field={field}
          value={values[field.location][field.name] ?? ''}
          onChange={(text) => {
            onValues((before) => ({
              ...before,
              [field.location]: { ...before[field.location], [field.name]: text },
            }))
          }}
        />
      ))}
      {operation.requestBody?.schema && (
        <BodyEditor
          schemaName={operation.requestBody.schema}
          required={operation.requestBody.required}
          value={values.body}
          onChange={(body) => {
            onValues((before) => ({ ...before, body }))
          }}
        />
      )}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy || examples.state === 'loading'}>
          {busy ? 'Firing…' : examples.state === 'loading' ? 'Filling the form…' : 'Fire'}
        </button>
        <span className="muted">Enter fires · projectId, st and sv are added by the client</span>
      </div>
      {message && (
        <p className="error-message" role="alert">
          {message}
        </p>
      )}
    </form>
  )
}
