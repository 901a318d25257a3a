import { useRef, type KeyboardEvent } from 'react'
import type { Route } from './route.js'

export type Tab = Route['tab']

const TABS: readonly { tab: Tab; label: string }[] = [
  { tab: 'operations', label: 'API operations' },
  { tab: 'frame', label: 'Frame events' },
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
      {TABS.map(({ tab, label }, index) => (
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
        </button>
      ))}
    </div>
  )
}
