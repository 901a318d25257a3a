import { useRef, type KeyboardEvent } from 'react'
import type { Route } from './route.js'

export type Tab = Route['tab']

/** `more` ends the label where there is room for it (a phone's width has none, styles.css). */
const TABS: readonly { tab: Tab; label: string; more?: string }[] = [
  { tab: 'operations', label: 'API', more: ' operations' },
  { tab: 'frame', label: 'Frame', more: ' events' },
  { tab: 'devnet', label: 'Devnet' },
  { tab: 'dapp', label: 'Your dapp' },
]

interface TabsProps {
  current: Tab
  onChange: (tab: Tab) => void
}

/** The views, as an ARIA tab list: Tab reaches the current one, arrows move between them. */
export function Tabs({ current, onChange }: TabsProps) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    const target = TABS[next]
    if (!target) return
    onChange(target.tab)
    buttons.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label="Views" className="tabs">
      {TABS.map(({ tab, label, more }, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          role="tab"
          id={`tab-${tab}`}
          aria-selected={current === tab}
          aria-controls="view"
          tabIndex={current === tab ? 0 : -1}
          onClick={() => {
            onChange(tab)
          }}
          onKeyDown={(event) => {
            move(event, index)
          }}
        >
          {label}
          {more !== undefined && <span className="tab-more">{more}</span>}
        </button>
      ))}
    </div>
  )
}
