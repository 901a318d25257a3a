import { useEffect, useMemo, type ReactNode } from 'react'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'
import { PorticoContext } from './portico-context.js'

/** PorticoProvider's props. */
export interface PorticoProviderProps {
  /** An instance from createPortico; the provider neither creates nor destroys it. */
  portico: Portico
  /** The app, which reaches the instance through the hooks. */
  children?: ReactNode
}

/**
 * Renders its children at once and starts the remote configuration after the first paint when
 * the app did not (initialize() fetches once, so an app's own call is not repeated): the buttons
 * and the modal never wait for it, and each part applies as it lands. A deferred instance
 * (`deferRequests`) is left to start with the modal's first open or the app's own call.
 */
export function PorticoProvider({ portico, children }: PorticoProviderProps) {
  // The internals are looked up once per instance; every hook and view reads them from here.
  const value = useMemo(() => ({ portico, internals: internalsOf(portico) }), [portico])
  useEffect(() => {
    // A failed part warns and leaves the defaults (ERR-46); initialize() itself never rejects.
    if (value.internals.requests.getState().allowed) void portico.initialize()
  }, [portico, value])
  return <PorticoContext.Provider value={value}>{children}</PorticoContext.Provider>
}
