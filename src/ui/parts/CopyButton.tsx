import { usePortico } from '../../react/use-portico.js'
import { Icon } from '../icons/Icon.js'
import { COPY_ICON } from '../icons/icon-paths.js'

/** Copies the text to the clipboard and says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const portico = usePortico()
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            portico.snack.showSuccess('Copied')
          },
          () => {
            portico.snack.showError('Could not copy')
          },
        )
      }}
    >
      <Icon path={COPY_ICON} />
      {label}
    </button>
  )
}
