import { useEffect, useMemo, type ReactNode } from 'react'
import type { Portico } from '../../../src/index.js'
import { internalsOf } from '../../../src/internal.js'
import { PorticoContext } from '../../../src/react/portico-context.js'
import { PorticoModal } from '../../../src/ui/PorticoModal.js'
import type { Theme } from '../app/use-theme.js'
import { ControllerStates } from './ControllerStates.js'
import { DevnetWallets } from './DevnetWallets.js'
import { AnalyticsConsent } from './AnalyticsConsent.js'
import { MessageSigner } from './MessageSigner.js'
import { PageLedger, type ServiceOrigins } from './PageLedger.js'
import { SignInSettings } from './SignInSettings.js'
import { TrackedEvents } from './TrackedEvents.js'
import { ViewOpener } from './ViewOpener.js'

interface HostAppProps {
  /** Undefined until the devnet endpoints are read; the page renders the same tree either way. */
  portico: Portico | undefined
  /** Portico's services by origin, for the page's live ledger. */
  serviceOrigins: ServiceOrigins
  theme: Theme
  /** The page, which may use Portico's hooks and buttons. */
  children: ReactNode
}

/** The playground as a host app: the page inside Portico's provider, the modal, the live state. */
export function HostApp({ portico, serviceOrigins, theme, children }: HostAppProps) {
  useEffect(() => {
    portico?.setThemeMode(theme)
  }, [portico, theme])
  const value = useMemo(() => portico && { portico, internals: internalsOf(portico) }, [portico])
  // The context's own provider, so the page keeps its elements (and focus) when Portico arrives.
  return (
    <PorticoContext.Provider value={value}>
      {children}
      {portico && (
        <>
          <PorticoModal />
          <section className="host" aria-label="Host app">
            <div className="host-cards">
              <MessageSigner />
              <ViewOpener />
              <SignInSettings />
              <DevnetWallets />
              <AnalyticsConsent />
              <PageLedger origins={serviceOrigins} />
              <TrackedEvents />
            </div>
            <ControllerStates />
          </section>
        </>
      )}
    </PorticoContext.Provider>
  )
}
