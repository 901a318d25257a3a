/** A failure the view shows in place, announced to screen readers; nothing when there is none. */
export function ErrorText({ error }: { error: string | undefined }) {
  if (!error) return null
  return (
    <p className="error-text" role="alert">
      {error}
    </p>
  )
}
