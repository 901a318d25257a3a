import { useI18n } from '../i18n/use-i18n.js'

/** A failure the view shows in place, announced to screen readers; nothing when there is none. */
export function ErrorText({ error }: { error: string | undefined }) {
  const { say } = useI18n()
  if (!error) return null
  return (
    <p className="error-text" role="alert">
      {say(error)}
    </p>
  )
}
