import type { CSSProperties, ReactNode } from 'react'
import { WalletImage } from './WalletImage.js'

export interface WalletRowProps {
  name: string
  image: string | undefined
  /** Stands in for a missing image (WalletConnect's mark, the all-wallets icon). */
  mark?: ReactNode
  tag?: string
  onClick: () => void
  style?: CSSProperties
  index?: number
}

/** One wallet or connector in a list: image, name, an optional tag. */
export function WalletRow({ name, image, mark, tag, onClick, style, index }: WalletRowProps) {
  return (
    <button
      type="button"
      className="row"
      data-wallet={name}
      data-index={index}
      style={style}
      onClick={onClick}
    >
      <WalletImage src={image} name={name} fallback={mark} />
      <span className="name">{name}</span>
      {tag && <span className="tag">{tag}</span>}
    </button>
  )
}
