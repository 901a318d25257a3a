import { Suspense, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useI18n } from '../i18n/use-i18n.js'
import { messageParts } from '../i18n/message-parts.js'
import { adoptStylesheet } from '../adopt-stylesheet.js'
import { ChoiceBlocked } from './choice-blocked.js'

/** The gate's own styles, adopted with it so the modal's first load does not carry them. */
const LEGAL_CSS = `
fieldset.methods { border: 0; margin: 0; padding: 0; min-width: 0; }
fieldset.methods:disabled input { opacity: 0.5; cursor: not-allowed; }
.legal-check { display: flex; align-items: flex-start; gap: 10px; padding: 10px 12px; border-radius: 12px; border: 1px solid var(--p-border); font-size: 13px; }
.legal-check input { width: 18px; height: 18px; margin: 1px 0 0; accent-color: var(--p-accent); flex: none; }
.view > .legal-check > label { display: block; color: var(--p-fg); }
.legal-check a { color: inherit; font-weight: 600; }
`
const adopted = new WeakSet<ShadowRoot>()

function adoptLegalCss(root: Node): void {
  if (!(root instanceof ShadowRoot) || adopted.has(root)) return
  adoptStylesheet(root, LEGAL_CSS)
  adopted.add(root)
}

/** The app's terms and privacy links, opened beside the modal so the connection is not lost. */
const linkOrText = (url: string | undefined, text: string) =>
  url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {text}
    </a>
  ) : (
    text
  )

export interface LegalGateProps {
  children: ReactNode
  /**
   * The view starts a connection as it opens (a wallet's own view, a login): it is not shown at
   * all until the box is ticked, then stays; once agreed before, it comes without the box.
   */
  startsConnecting?: boolean
}

/**
 * The "I agree to the terms and privacy policy" box (`legalCheckbox`) above the connect methods
 * (Connect, the wallet lists), which are shown but cannot be chosen, the reason tied to them for
 * screen readers, until it is ticked. The answer is remembered for these links, so new links ask
 * again; unticking forgets it.
 */
export default function LegalGate({ children, startsConnecting = false }: LegalGateProps) {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  const boxId = useId()
  const hintId = useId()
  const gate = useRef<HTMLDivElement>(null)
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  const links = `${termsConditionsUrl ?? ''} ${privacyPolicyUrl ?? ''}`.trim()
  const remembered = portico.storage.legalAccepted
  const [accepted, setAccepted] = useState(() => remembered.get() === links)
  // Once a connecting view is shown it stays, so unticking does not cut a connection short.
  const [agreedAtOpen] = useState(accepted)
  const [started, setStarted] = useState(accepted)
  useLayoutEffect(() => {
    if (gate.current) adoptLegalCss(gate.current.getRootNode())
  }, [])
  if (startsConnecting && agreedAtOpen) return children
  return (
    <>
      <div ref={gate} className="legal-check" data-legal-checkbox>
        <input
          id={boxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked)
            if (event.target.checked) {
              remembered.set(links)
              setStarted(true)
            } else remembered.remove()
          }}
        />
        <label htmlFor={boxId}>
          {messageParts(t('connect.legalAgree'), {
            terms: linkOrText(termsConditionsUrl, t('footer.terms')),
            privacy: linkOrText(privacyPolicyUrl, t('footer.privacy')),
          })}
        </label>
      </div>
      {!accepted && !(startsConnecting && started) && (
        <p id={hintId} className="muted">
          {t('connect.legalRequired')}
        </p>
      )}
      {startsConnecting ? (
        // Its own boundary: the view's chunk loading must not hide the box that has the focus.
        started && <Suspense fallback={null}>{children}</Suspense>
      ) : (
        <fieldset
          className="view methods"
          disabled={!accepted}
          aria-describedby={accepted ? undefined : hintId}
        >
          <ChoiceBlocked.Provider value={!accepted}>{children}</ChoiceBlocked.Provider>
        </fieldset>
      )}
    </>
  )
}
