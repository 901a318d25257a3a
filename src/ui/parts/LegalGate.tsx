import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { usePortico } from '../../react/use-portico.js'
import { useI18n } from '../i18n/use-i18n.js'
import { messageParts } from '../i18n/message-parts.js'
import { adoptStylesheet } from '../adopt-stylesheet.js'

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

/**
 * Connect's "I agree to the terms and privacy policy" box (`legalCheckbox`) above the connect
 * methods, which are shown but cannot be chosen, the reason tied to them for screen readers,
 * until it is ticked. The answer is remembered for these links, so new links ask again;
 * unticking forgets it.
 */
export default function LegalGate({ children }: { children: ReactNode }) {
  const portico = usePortico()
  const { t } = useI18n()
  const boxId = useId()
  const hintId = useId()
  const gate = useRef<HTMLDivElement>(null)
  const { termsConditionsUrl, privacyPolicyUrl } = portico.options.options
  const links = `${termsConditionsUrl ?? ''} ${privacyPolicyUrl ?? ''}`.trim()
  const remembered = portico.storage.legalAccepted
  const [accepted, setAccepted] = useState(() => remembered.get() === links)
  useLayoutEffect(() => {
    if (gate.current) adoptLegalCss(gate.current.getRootNode())
  }, [])
  return (
    <>
      <div ref={gate} className="legal-check" data-legal-checkbox>
        <input
          id={boxId}
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked)
            if (event.target.checked) remembered.set(links)
            else remembered.remove()
          }}
        />
        <label htmlFor={boxId}>
          {messageParts(t('connect.legalAgree'), {
            terms: linkOrText(termsConditionsUrl, t('footer.terms')),
            privacy: linkOrText(privacyPolicyUrl, t('footer.privacy')),
          })}
        </label>
      </div>
      {!accepted && (
        <p id={hintId} className="muted">
          {t('connect.legalRequired')}
        </p>
      )}
      <fieldset
        className="view methods"
        disabled={!accepted}
        aria-describedby={accepted ? undefined : hintId}
      >
        {children}
      </fieldset>
    </>
  )
}
