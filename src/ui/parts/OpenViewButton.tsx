import type { ReactNode } from 'react'
import type { View } from '../../core/constants.js'
import { usePortico } from '../../react/use-portico.js'

/** A secondary button that opens a view on top of the current one. */
export function OpenViewButton({
  view,
  action,
  children,
}: {
  view: View
  action: string
  children: ReactNode
}) {
  const portico = usePortico()
  return (
    <button
      type="button"
      className="secondary"
      data-action={action}
      onClick={() => {
        portico.router.push(view)
      }}
    >
      {children}
    </button>
  )
}
