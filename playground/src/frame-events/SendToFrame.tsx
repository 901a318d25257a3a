import type { SecureSiteState } from './use-secure-site.js'

interface SendToFrameProps {
  site: SecureSiteState
  /** The frame said FRAME_READY. */
  frameReady: boolean
  siteUrl: string
  /** Whether the event in the editor passed validation. */
  valid: boolean
  onSend: () => void
}

const WHY_NOT: Readonly<Record<SecureSiteState['state'], string>> = {
  absent: 'No secure site in the devnet endpoints: sending is off.',
  probing: 'Looking for the secure site…',
  silent: 'The secure site does not answer: sending is off.',
  answers: '',
}

/** Sends the event to the secure frame, when there is one that answers. */
export function SendToFrame({ site, frameReady, siteUrl, valid, onSend }: SendToFrameProps) {
  const reason =
    site.state !== 'answers'
      ? WHY_NOT[site.state]
      : !frameReady
        ? 'Waiting for FRAME_READY from the secure frame…'
        : !valid
          ? 'Fix the event first: only valid events are sent.'
          : undefined
  return (
    <div className="actions">
      <button
        type="button"
        className="primary"
        disabled={reason !== undefined}
        aria-describedby="send-state"
        onClick={onSend}
      >
        Send to the secure frame
      </button>
      <span id="send-state" className="muted" data-site={site.state} data-ready={frameReady}>
        {reason ?? `Posts to ${new URL(siteUrl).origin} only`}
        {site.state === 'silent' && ` (${siteUrl}: ${site.reason})`}
      </span>
    </div>
  )
}
