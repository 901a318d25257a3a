import type { ReactNode } from 'react'
import type { View } from '../../core/constants.js'
import type { RouterData } from '../../controllers/router.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { Icon } from '../icons/Icon.js'

/** A secondary button that opens a view on top of the current one. */
export function OpenViewButton({
  view,
  data,
  action,
  icon,
  children,
}: {
  view: View
  /** What the view reads from the router (an email to change, a wallet to connect). */
  data?: RouterData
  action: string
  /** A path from icons/icon-paths.ts, drawn before the label. */
  icon?: string
  children: ReactNode
}) {
  const portico = usePorticoInternals()
  return (
    <button
      type="button"
      className="secondary"
      data-action={action}
      onClick={() => {
        portico.router.push(view, data)
      }}
    >
      {icon !== undefined && <Icon path={icon} />}
      {children}
    </button>
  )
}
