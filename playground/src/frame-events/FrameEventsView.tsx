import { frameEventValidator } from './frame-catalog.js'
import { FrameEventList } from './FrameEventList.js'
import { FrameEventPanel } from './FrameEventPanel.js'
import { FrameLog } from './FrameLog.js'
import type { FrameChannel } from './use-frame-channel.js'
import type { SecureSiteState } from './use-secure-site.js'

interface FrameEventsViewProps {
  selected?: string
  onSelect: (type: string) => void
  site: SecureSiteState
  siteUrl: string
  channel: FrameChannel
  /** The devnet's chains (CAIP-2 -> RPC URL), for the examples' RPC URLs. */
  chains: Readonly<Record<string, string>>
}

/** The frame devtools: every event of the secure frame protocol, checked live. */
export function FrameEventsView({
  selected,
  onSelect,
  site,
  siteUrl,
  channel,
  chains,
}: FrameEventsViewProps) {
  const known = selected !== undefined && frameEventValidator(selected) !== undefined
  return (
    <div className="split">
      <FrameEventList selected={selected} onSelect={onSelect} />
      <div className="panel-column">
        {known ? (
          <FrameEventPanel
            key={selected}
            type={selected}
            site={site}
            siteUrl={siteUrl}
            channel={channel}
            chains={chains}
          />
        ) : (
          <article className="panel empty">
            <h2>Frame events</h2>
            <p>
              Pick an event on the left. Its editor is prefilled from the recorded cases under{' '}
              <code>test/contract/recorded/frame-messages/</code>, with the signed-in user&apos;s
              address and this devnet&apos;s RPC URLs put in, and checked against{' '}
              <code>specs/frame-messages.json</code> as you type; requests can be sent to the secure
              frame when the devnet runs one.
            </p>
          </article>
        )}
        <FrameLog entries={channel.log} />
      </div>
    </div>
  )
}
