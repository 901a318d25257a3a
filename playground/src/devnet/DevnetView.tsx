import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { AnalyticsEvents } from './AnalyticsEvents.js'
import { DevAccounts } from './DevAccounts.js'
import { FaultSwitches } from './FaultSwitches.js'
import { Mailbox } from './Mailbox.js'
import { ServiceHealth } from './ServiceHealth.js'

interface DevnetViewProps {
  endpoints: DevnetEndpoints
  toolsUrl: string
}

/** The devnet itself: service health, dev accounts, fault switches, analytics received, the mailbox. */
export function DevnetView({ endpoints, toolsUrl }: DevnetViewProps) {
  return (
    <div className="cards">
      <ServiceHealth endpoints={endpoints} toolsUrl={toolsUrl} />
      <DevAccounts endpoints={endpoints} />
      {toolsUrl && <FaultSwitches toolsUrl={toolsUrl} />}
      <AnalyticsEvents projectApi={endpoints.projectApi} />
      <Mailbox mailbox={endpoints.mailbox} />
    </div>
  )
}
