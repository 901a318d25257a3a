import { useMemo } from 'react'
import { ConnectButton } from '../../../src/react/ConnectButton.js'
import { NetworkButton } from '../../../src/react/NetworkButton.js'
import { devnetToolsUrl } from '../devnet-config/devnet-tools-url.js'
import { useEndpoints } from '../devnet-config/use-endpoints.js'
import { serviceOriginsOf } from '../host/PageLedger.js'
import { HostApp } from '../host/HostApp.js'
import { useHostPortico } from '../host/use-host-portico.js'
import { Devtools } from './Devtools.js'
import { EndpointsNotice } from './EndpointsNotice.js'
import { LocalePicker } from './LocalePicker.js'
import { Tabs } from './Tabs.js'
import { ThemeToggle } from './ThemeToggle.js'
import { useRoute } from './use-route.js'
import { useTheme } from './use-theme.js'

/**
 * The playground: a host app for Portico (connect and network buttons, the modal, every
 * controller's live state) with devtools for every API call and frame message.
 */
export function App() {
  const [theme, setTheme] = useTheme()
  const [route, navigate] = useRoute()
  const [endpoints, reloadEndpoints] = useEndpoints()
  const portico = useHostPortico(endpoints.state === 'ready' ? endpoints.endpoints : undefined)
  const serviceOrigins = useMemo(
    () => (endpoints.state === 'ready' ? serviceOriginsOf(endpoints.endpoints) : {}),
    [endpoints],
  )

  const devtools = (
    <main id="view" role="tabpanel" aria-labelledby={`tab-${route.tab}`}>
      {endpoints.state === 'loading' && <p className="muted">Reading the devnet endpoints…</p>}
      {endpoints.state === 'failed' && (
        <div className="notice" role="alert">
          <p>{endpoints.message}</p>
          <button type="button" onClick={reloadEndpoints}>
            Try again
          </button>
        </div>
      )}
      {endpoints.state === 'ready' && (
        <>
          <EndpointsNotice missing={endpoints.missing} />
          <Devtools
            endpoints={endpoints.endpoints}
            toolsUrl={devnetToolsUrl}
            route={route}
            navigate={navigate}
          />
        </>
      )}
    </main>
  )

  const header = (
    <header className="topbar">
      <h1>
        Portico <span className="muted">playground</span>
      </h1>
      <Tabs
        current={route.tab}
        onChange={(tab) => {
          navigate({ tab })
        }}
      />
      <div className="topbar-end">
        {endpoints.state === 'ready' && (
          <span className="muted project-id" title="projectId">
            <span className="project-label">project </span>
            <code>{endpoints.endpoints.projectId || '—'}</code>
          </span>
        )}
        <ThemeToggle theme={theme} onChange={setTheme} />
        {portico && (
          <>
            <LocalePicker />
            <NetworkButton className="host-button" />
            <ConnectButton className="host-button primary" />
          </>
        )}
      </div>
    </header>
  )

  return (
    <div className="app">
      <HostApp portico={portico} serviceOrigins={serviceOrigins} theme={theme}>
        {header}
        {devtools}
      </HostApp>
    </div>
  )
}
