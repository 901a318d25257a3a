import { useState } from 'react'
import { frameEventGroups } from './frame-catalog.js'

interface FrameEventListProps {
  selected?: string
  onSelect: (type: string) => void
}

/** Every event of specs/frame-messages.json, by direction, with a filter. */
export function FrameEventList({ selected, onSelect }: FrameEventListProps) {
  const [filter, setFilter] = useState('')
  const needle = filter.trim().toUpperCase()
  return (
    <nav className="sidebar" aria-label="Frame events">
      <label className="filter">
        <span>Filter events</span>
        <input
          type="search"
          value={filter}
          placeholder="event type"
          onChange={(event) => {
            setFilter(event.target.value)
          }}
        />
      </label>
      {frameEventGroups.map((group) => {
        const types = group.types.filter((type) => type.includes(needle))
        return (
          <section key={group.title} aria-label={group.title}>
            <h2 className="sidebar-heading">
              {group.title} <span className="count">{types.length}</span>
            </h2>
            <ul>
              {types.map((type) => (
                <li key={type}>
                  <button
                    type="button"
                    className="list-item"
                    aria-current={selected === type ? 'page' : undefined}
                    data-event={type}
                    title={type}
                    onClick={() => {
                      onSelect(type)
                    }}
                  >
                    <span className="name">{type}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </nav>
  )
}
