import { signInModeOf, type SignInMode } from './create-host-portico.js'
import { HostCard } from './HostCard.js'

const MODES: readonly { mode: SignInMode; label: string }[] = [
  { mode: 'off', label: 'off' },
  { mode: 'optional', label: 'optional (cancel closes)' },
  { mode: 'required', label: 'required (cancel disconnects)' },
]

/** The page again with sign-in set to `mode` (the instance reads it once, at creation). */
function urlWithMode(mode: SignInMode): string {
  const url = new URL(window.location.href)
  if (mode === 'off') url.searchParams.delete('siwx')
  else url.searchParams.set('siwx', mode)
  return url.href
}

/**
 * Sign-in (SIWX) for a newcomer to try with the devnet wallet: off, optional or required (the
 * page reloads with `?siwx=`).
 */
export function SignInSettings() {
  const current = signInModeOf(window.location.search)
  return (
    <HostCard id="sign-in-settings-title" title="Sign-in (SIWX)" className="sign-in-settings">
      <label htmlFor="siwx-mode">Asked after connecting</label>
      <select
        id="siwx-mode"
        value={current}
        onChange={(event) => {
          const chosen = MODES.find(({ mode }) => mode === event.target.value)
          if (chosen) window.location.assign(urlWithMode(chosen.mode))
        }}
      >
        {MODES.map(({ mode, label }) => (
          <option key={mode} value={mode}>
            {label}
          </option>
        ))}
      </select>
      <p className="muted">Changing it reloads the page.</p>
    </HostCard>
  )
}
