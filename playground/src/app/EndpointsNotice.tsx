interface EndpointsNoticeProps {
  missing: readonly string[]
}

/** Says which endpoints the devnet did not give, so a blank panel has a reason. */
export function EndpointsNotice({ missing }: EndpointsNoticeProps) {
  if (missing.length === 0) return null
  return (
    <p className="notice" role="status">
      The devnet endpoints lack {missing.join(', ')}; the panels that need them stay empty.
    </p>
  )
}
