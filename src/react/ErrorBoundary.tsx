import { Component, type ReactNode } from 'react'

export interface ErrorBoundaryProps {
  children: ReactNode
  /** Drawn instead of the children once they threw. */
  fallback: ReactNode
  /** Told once per error; React itself writes it to the console (or the root's onCaughtError). */
  onError?: (error: unknown) => void
}

/**
 * Keeps a throw inside Portico's components from unmounting the host's whole React tree: the
 * children are replaced by the fallback. A new key remounts it, children and all.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError?.(error)
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
