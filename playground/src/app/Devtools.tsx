import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { DappView } from '../dapp/DappView.js'
import { DevnetView } from '../devnet/DevnetView.js'
import { FrameEventsView } from '../frame-events/FrameEventsView.js'
import { useFrameChannel } from '../frame-events/use-frame-channel.js'
import { useSecureSite } from '../frame-events/use-secure-site.js'
import { OperationsView } from '../operations/OperationsView.js'
import type { Route } from './route.js'

interface DevtoolsProps {
  endpoints: DevnetEndpoints
  toolsUrl: string
  route: Route
  navigate: (route: Route) => void
}

/**
 * The views over one devnet. The secure frame lives here, not in its view, so a login
 * survives a look at the mailbox for its code.
 */
export function Devtools({ endpoints, toolsUrl, route, navigate }: DevtoolsProps) {
  const site = useSecureSite(endpoints.secureSite)
  const channel = useFrameChannel(endpoints, site.state === 'answers')
  switch (route.tab) {
    case 'operations':
      return (
        <OperationsView
          selected={
            route.api && route.operationId
              ? { api: route.api, operationId: route.operationId }
              : undefined
          }
          onSelect={(api, operationId) => {
            navigate({ tab: 'operations', api, operationId })
          }}
          endpoints={endpoints}
          toolsUrl={toolsUrl}
        />
      )
    case 'frame':
      return (
        <FrameEventsView
          selected={route.type}
          onSelect={(type) => {
            navigate({ tab: 'frame', type })
          }}
          site={site}
          siteUrl={endpoints.secureSite}
          channel={channel}
          chains={endpoints.chains}
        />
      )
    case 'devnet':
      return <DevnetView endpoints={endpoints} toolsUrl={toolsUrl} />
    case 'dapp':
      return <DappView />
  }
}
