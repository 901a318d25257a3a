// The floor beside the README page: React alone, a button that opens a dialog with one wallet
// row, built and loaded the same way. Nothing a page does with React can be faster than this.
import { useState } from 'react'
import { createRoot } from 'react-dom/client'

function Floor() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        data-portico="connect-button"
        onClick={() => {
          setOpen(true)
        }}
      >
        Connect
      </button>
      {open && (
        <dialog open data-view="Connect">
          <button type="button" className="row" data-wallet="Floor Wallet">
            Floor Wallet
          </button>
        </dialog>
      )}
    </>
  )
}

const root = document.getElementById('root')
if (root) createRoot(root).render(<Floor />)
