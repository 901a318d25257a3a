import type { ApiName } from '../app/route.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { apiNamed } from './api-catalog.js'
import { OperationList } from './OperationList.js'
import { OperationPanel } from './OperationPanel.js'

interface OperationsViewProps {
  selected?: { api: ApiName; operationId: string }
  onSelect: (api: ApiName, operationId: string) => void
  endpoints: DevnetEndpoints
  toolsUrl: string
}

/** The API devtools: every operation of both OpenAPI documents, one open at a time. */
export function OperationsView({ selected, onSelect, endpoints, toolsUrl }: OperationsViewProps) {
  const api = selected && apiNamed(selected.api)
  const operation = api?.operations.find((entry) => entry.operationId === selected?.operationId)
  return (
    <div className="split">
      <OperationList selected={selected} onSelect={onSelect} />
      {api && operation ? (
        <OperationPanel
          key={`${api.name}/${operation.operationId}`}
          api={api.name}
          operation={operation}
          schemas={api.schemas}
          endpoints={endpoints}
          toolsUrl={toolsUrl}
        />
      ) : (
        <article className="panel empty">
          <h2>API operations</h2>
          <p>
            Pick an operation on the left. Its form is prefilled first from the devnet&apos;s state
            (its dev accounts, tokens, registered name, open sessions: each example labelled with
            the status the devnet answers), then from the recorded cases under{' '}
            <code>test/contract/recorded/</code> (labelled recorded-only). Fire calls it through the
            real client against the devnet and shows the request, the status and the validated reply
            or the exact validation error.
          </p>
        </article>
      )}
    </div>
  )
}
