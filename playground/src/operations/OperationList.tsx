import { useState } from 'react'
import type { ApiName } from '../app/route.js'
import { apis, tagGroups } from './api-catalog.js'

interface OperationListProps {
  selected?: { api: ApiName; operationId: string }
  onSelect: (api: ApiName, operationId: string) => void
}

/** Every operation of both documents, by API and tag, with a filter. */
export function OperationList({ selected, onSelect }: OperationListProps) {
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toLowerCase()
  return (
    <nav className="sidebar" aria-label="Operations">
      <label className="filter">
        <span>Filter operations</span>
        <input
          type="search"
          value={filter}
          placeholder="operationId, path or tag"
          onChange={(event) => {
            setFilter(event.target.value)
          }}
        />
      </label>
      {apis.map((api) => {
        const matching = api.operations.filter((operation) =>
          [operation.operationId, operation.path, operation.tag, operation.summary].some((text) =>
            text.toLowerCase().includes(needle),
          ),
        )
        return (
          <section key={api.name} aria-label={api.title}>
            <h2 className="sidebar-heading">
              {api.title} <span className="count">{matching.length}</span>
            </h2>
            {tagGroups(matching).map((group) => (
              <div key={group.tag} className="tag-group">
                <h3 className="tag">{group.tag}</h3>
                <ul>
                  {group.operations.map((operation) => {
                    const current =
                      selected?.api === api.name && selected.operationId === operation.operationId
                    return (
                      <li key={operation.operationId}>
                        <button
                          type="button"
                          className="list-item"
                          aria-current={current ? 'page' : undefined}
                          data-operation={`${api.name}/${operation.operationId}`}
                          title={`${operation.method.toUpperCase()} ${operation.path}`}
                          onClick={() => {
                            onSelect(api.name, operation.operationId)
                          }}
                        >
                          <span className={`method method-${operation.method}`}>
                            {operation.method}
                          </span>
                          <span className="name">{operation.operationId}</span>
                        </button>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </section>
        )
      })}
    </nav>
  )
}
