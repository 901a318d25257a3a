import { useState } from 'react'
import { VIEW_NAMES, type View } from '../../../src/core/constants.js'
import type { ConnectorsState } from '../../../src/controllers/connectors.js'
import { internalsOf } from '../../../src/internal.js'
import { usePortico } from '../../../src/react/use-portico.js'
import { usePorticoStore } from '../../../src/react/use-portico-store.js'
import { HostCard } from './HostCard.js'
import { viewOpenerData } from './view-opener-data.js'

const connectorsOf = (state: ConnectorsState) => state.connectors

const isView = (value: string): value is View => VIEW_NAMES.some((view) => view === value)

/**
 * Opens the modal at any view, for the views no control leads to yet (they start from wallet
 * events or later flows) and for looking at one quickly. A view that needs router data gets it
 * where the page has it (viewOpenerData); one opened without what it needs says so itself.
 */
export function ViewOpener() {
  // The devtools open any view with its data, which only the router takes.
  const portico = internalsOf(usePortico())
  const [view, setView] = useState<View>('Connect')
  // The note reads the wallets found so far: a wallet announced later updates it.
  usePorticoStore(portico.connectors.store, connectorsOf)
  const { note } = viewOpenerData(portico, view)
  return (
    <HostCard id="view-opener-title" title="Open a view" className="view-opener-card">
      <form
        className="view-opener"
        onSubmit={(event) => {
          event.preventDefault()
          const { data } = viewOpenerData(portico, view)
          // The data goes in with the view, so the view never renders without it.
          if (data) {
            portico.router.reset(view, data)
            portico.modal.open()
          } else portico.open(view)
        }}
      >
        <label htmlFor="view-opener">Open the modal at</label>
        <select
          id="view-opener"
          value={view}
          onChange={(event) => {
            if (isView(event.target.value)) setView(event.target.value)
          }}
        >
          {VIEW_NAMES.map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        {note && (
          <span className="muted" data-view-note>
            {note}
          </span>
        )}
        <div className="card-actions">
          <button type="submit">Open</button>
        </div>
      </form>
    </HostCard>
  )
}
