import { useMemo, useState } from 'react'
import type { OperationEntry } from '../../../generated/operation-entry.js'
import type { ApiName } from '../app/route.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { rememberSentEvents } from '../shared/devtools-sent-events.js'
import { fireOperation, type FiredCall } from './fire-operation.js'
import { FireResultView } from './FireResultView.js'
import { requestFrom } from './form-values.js'
import { OperationForm } from './OperationForm.js'
import { parameterFields } from './parameter-fields.js'
import { PreparedStep } from './PreparedStep.js'
import { RecordForm } from './RecordForm.js'
import { serviceUrlOf } from './service-url.js'
import { useOperationForm } from './use-operation-form.js'

interface OperationPanelProps {
  api: ApiName
  operation: OperationEntry
  schemas: Readonly<Record<string, unknown>>
  endpoints: DevnetEndpoints
  toolsUrl: string
}

/** One operation: its form (prefilled from an example), Fire, the result and Record. */
export function OperationPanel({
  api,
  operation,
  schemas,
  endpoints,
  toolsUrl,
}: OperationPanelProps) {
  const { operationId } = operation
  const fields = useMemo(() => parameterFields(operation, schemas), [operation, schemas])
  const form = useOperationForm(api, operationId, fields, toolsUrl)
  // Numbered so that each call gets a fresh Record form (and tests can wait for the next one).
  const [fired, setFired] = useState<{
    call: FiredCall
    /** The step the chosen example needed first, as it answered. */
    prepared?: { operationId: string; call: FiredCall }
    number: number
  }>()
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)

  const fire = () => {
    if (form.examples.state === 'loading' || busy) return
    const built = requestFrom(fields, form.values, operation.requestBody !== null)
    if (!built.ok) {
      setFormError(built.message)
      setFired(undefined)
      return
    }
    setFormError(undefined)
    setBusy(true)
    if (operation.tag === 'analytics') rememberSentEvents(built.init.body)
    const config = {
      baseUrl: serviceUrlOf(api, operation, endpoints),
      projectId: endpoints.projectId,
    }
    const prepare = form.chosen?.prepare
    const run = async () => {
      const prepared = prepare && {
        operationId: prepare.operationId,
        call: await fireOperation(
          api,
          prepare.operationId,
          'get',
          prepare.requestFor(built.init),
          config,
        ),
      }
      const call = await fireOperation(api, operationId, operation.method, built.init, config)
      setFired((before) => ({ call, prepared, number: (before?.number ?? 0) + 1 }))
      setBusy(false)
    }
    void run()
  }

  return (
    <article
      className="panel"
      aria-labelledby="operation-title"
      data-examples={form.examples.state}
      data-fired={fired?.number ?? 0}
    >
      <header className="panel-header">
        <h2 id="operation-title">{operationId}</h2>
        <p className="endpoint">
          <span className={`method method-${operation.method}`}>{operation.method}</span>
          <code>{operation.path}</code>
          <span className="tag">{operation.tag}</span>
        </p>
        <p className="summary">{operation.summary}</p>
      </header>
      <OperationForm
        operation={operation}
        fields={fields}
        examples={form.examples}
        exampleFile={form.exampleFile}
        onChooseExample={form.chooseExample}
        values={form.values}
        onValues={form.setValues}
        busy={busy}
        error={formError}
        onFire={fire}
      />
      {fired && (
        <>
          {fired.prepared && <PreparedStep {...fired.prepared} />}
          <FireResultView fired={fired.call} />
          <RecordForm
            key={fired.number}
            toolsUrl={toolsUrl}
            api={api}
            operationId={operationId}
            fired={fired.call}
            onRecorded={form.addRecorded}
          />
        </>
      )}
    </article>
  )
}
