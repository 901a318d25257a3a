import { useMemo, useState, type ReactNode } from 'react'
import { safeImageUrl } from '../../utils/safe-url.js'

export interface WalletImageProps {
  src: string | undefined
  name: string
  large?: boolean
  /** Drawn instead of the name's initial while there is no image (a network's neutral mark). */
  fallback?: ReactNode
}

/**
 * The wallet's image, with a placeholder (its initial) while it loads or when it fails. Icons come
 * from wallets and the registry, so only a web or data image is used (safeImageUrl says why).
 */
export function WalletImage({ src: given, name, large, fallback }: WalletImageProps) {
  const src = useMemo(() => safeImageUrl(given, 'wallet image'), [given])
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const className = large ? 'wallet-image large' : 'wallet-image'
  return (
    <span className="wallet-slot" data-image={src ? state : 'none'}>
      {src && state !== 'failed' && (
        <img
          className={className}
          src={src}
          alt=""
          hidden={state !== 'loaded'}
          onLoad={() => {
            setState('loaded')
          }}
          onError={() => {
            setState('failed')
          }}
        />
      )}
      {(!src || state !== 'loaded') && (
        <span className={`${className} placeholder`} aria-hidden="true">
          {fallback ?? name.slice(0, 1).toUpperCase()}
        </span>
      )}
    </span>
  )
}
