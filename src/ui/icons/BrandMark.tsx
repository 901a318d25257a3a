import { BRAND_MARKS } from './brand-marks.js'

/** A brand's mark, decorative beside its name; nothing for a brand without one. */
export default function BrandMark({ brand }: { brand: string }) {
  const mark = BRAND_MARKS[brand]
  if (!mark) return <span className="icon" aria-hidden="true" />
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      fill={mark.colour}
      aria-hidden="true"
      focusable="false"
    >
      <path d={mark.path} />
    </svg>
  )
}
