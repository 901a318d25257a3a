import type { ReactNode } from 'react'
import { ErrorBoundary } from './ErrorBoundary.js'
import { usePorticoInternals } from './use-portico-internals.js'

export interface ReportingBoundaryProps {
  children: ReactNode
  /** Drawn instead of the children once they threw. */
  fallback: ReactNode
}

/** An ErrorBoundary whose caught errors go to the instance's error analytics. */
export function ReportingBoundary({ children, fallback }: ReportingBoundaryProps) {
  const { events } = usePorticoInternals()
  return (
    <ErrorBoundary fallback={fallback} onError={(error) => void events.reportError(error)}>
      {children}
    </ErrorBoundary>
  )
}
