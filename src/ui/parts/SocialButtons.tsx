import { useMemo } from 'react'
import type { OptionsState } from '../../controllers/options.js'
import { platformOf } from '../../core/in-app-browser.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { LazyBrandMark } from '../icons/LazyBrandMark.js'
import { filterSocials } from '../../utils/platform.js'

const socialsOf = (state: OptionsState) => state.features.socials

/** Brands whose name is not their id with a capital: spelled as the brand spells itself. */
const BRAND_NAMES: Readonly<Partial<Record<string, string>>> = { github: 'GitHub' }

const labelOf = (provider: string): string =>
  BRAND_NAMES[provider] ?? provider.slice(0, 1).toUpperCase() + provider.slice(1)

/**
 * One button per social login this browser can use (no google in a webview Google refuses, none
 * of the platform's exceptions); Farcaster has its own QR view.
 */
export default function SocialButtons() {
  const portico = usePorticoInternals()
  const configured = usePorticoStore(portico.options.store, socialsOf)
  const socials = useMemo(() => filterSocials(configured, platformOf(globalThis)), [configured])
  if (socials.length === 0) return null
  return (
    <div className="socials">
      {socials.map((provider) => (
        <button
          key={provider}
          type="button"
          className="secondary"
          data-social={provider}
          onClick={() => {
            portico.router.push(
              provider === 'farcaster' ? 'ConnectingFarcaster' : 'ConnectingSocial',
              {
                connector: { id: provider, name: labelOf(provider) },
              },
            )
          }}
        >
          <LazyBrandMark brand={provider} />
          {labelOf(provider)}
        </button>
      ))}
    </div>
  )
}
