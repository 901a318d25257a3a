import { useEffect, useRef, useState } from 'react'
import { validateAppEvent } from '../../../src/frame/frame-event-validation.js'
import { errorText } from '../shared/error-text.js'
import { ExamplePicker } from '../shared/ExamplePicker.js'
import { IssueList } from '../shared/IssueList.js'
import { checkEventText } from './check-event-text.js'
import { frameEventDescription, isRequestType } from './frame-catalog.js'
import { loadFrameExamples, type FrameExample } from './frame-examples.js'
import { withDevnetRpcUrl } from './devnet-rpc-url.js'
import { SendToFrame } from './SendToFrame.js'
import { signedInAddress, withSignerAddress } from './signed-in-address.js'
import type { FrameChannel } from './use-frame-channel.js'
import type { SecureSiteState } from './use-secure-site.js'

interface FrameEventPanelProps {
  type: string
  site: SecureSiteState
  siteUrl: string
  channel: FrameChannel
  /** The devnet's chains (CAIP-2 -> RPC URL), named in examples in place of recorded RPC URLs. */
  chains: Readonly<Record<string, string>>
}

const textOf = (
  example: FrameExample | undefined,
  address: string | undefined,
  chains: Readonly<Record<string, string>>,
): string =>
  example
    ? JSON.stringify(withDevnetRpcUrl(withSignerAddress(example.event, address), chains), null, 2)
    : ''

/** One frame event: a JSON editor prefilled from a recorded case, validated as you type. */
export function FrameEventPanel({ type, site, siteUrl, channel, chains }: FrameEventPanelProps) {
  const [examples, setExamples] = useState<FrameExample[]>()
  const [exampleFile, setExampleFile] = useState('')
  const [text, setText] = useState('')
  const [loadError, setLoadError] = useState<string>()
  // Read when an example is picked, not live: the editor is the developer's once filled.
  const address = signedInAddress(channel.log)
  const addressRef = useRef(address)
  addressRef.current = address
  const chainsRef = useRef(chains)
  chainsRef.current = chains

  useEffect(() => {
    let current = true
    loadFrameExamples(type).then(
      (list) => {
        if (!current) return
        setExamples(list)
        setExampleFile(list[0]?.file ?? '')
        setText(textOf(list[0], addressRef.current, chainsRef.current))
      },
      (error: unknown) => {
        if (current) setLoadError(`Recorded examples did not load: ${errorText(error)}`)
      },
    )
    return () => {
      current = false
    }
  }, [type])

  const checked = checkEventText(type, text)
  const sendable = isRequestType(type)
  const options = (examples ?? []).map((example) => ({
    value: example.file,
    label: `${example.valid ? 'valid' : 'invalid'} · ${example.description} (${example.file})`,
  }))

  return (
    <article
      className="panel"
      aria-labelledby="event-title"
      data-examples={examples ? 'ready' : 'loading'}
    >
      <header className="panel-header">
        <h2 id="event-title">{type}</h2>
        <p className="summary">{frameEventDescription(type)}</p>
      </header>
      <ExamplePicker
        id="event-example"
        options={options}
        value={exampleFile}
        onChange={(file) => {
          setExampleFile(file)
          setText(
            textOf(
              examples?.find((example) => example.file === file),
              address,
              chains,
            ),
          )
        }}
      />
      {sendable && (
        <p className="muted" data-signer={address ?? ''}>
          {address
            ? `Signing examples sign for the signed-in user, ${address} (from the session).`
            : 'Signing examples name the signed-in user once the session has told it (sign in, then send APP_GET_USER).'}
        </p>
      )}
      <div className="field">
        <label htmlFor="event-editor">
          <span className="field-name">Event</span>
          <span className="field-location">JSON, checked against {type}</span>
        </label>
        <textarea
          id="event-editor"
          className="code-editor"
          value={text}
          rows={Math.min(22, Math.max(6, text.split('\n').length + 1))}
          spellCheck={false}
          aria-invalid={!checked.ok}
          aria-describedby="event-validation"
          onChange={(event) => {
            setText(event.target.value)
          }}
        />
      </div>
      <div id="event-validation" aria-live="polite" data-valid={checked.ok}>
        {checked.ok ? (
          <p className="saved">Valid {type}</p>
        ) : (
          <IssueList issues={checked.issues} label="Validation errors" />
        )}
      </div>
      {loadError && (
        <p className="error-message" role="alert">
          {loadError}
        </p>
      )}
      {sendable ? (
        <SendToFrame
          site={site}
          frameReady={channel.ready}
          siteUrl={siteUrl}
          valid={checked.ok}
          onSend={() => {
            const validated = validateAppEvent(checked.ok ? checked.event : undefined)
            if (validated.valid) channel.send(validated.event)
          }}
        />
      ) : (
        <p className="muted">The frame sends this event; the page validates it when it arrives.</p>
      )}
    </article>
  )
}
