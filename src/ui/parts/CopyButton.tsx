import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { Icon } from '../icons/Icon.js'
import { COPY_ICON } from '../icons/icon-paths.js'
import { useI18n } from '../i18n/use-i18n.js'

/** Copies the text to the clipboard and says so in a toast. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  return (
    <button
      type="button"
      className="secondary"
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => {
            portico.snack.showSuccess(t('toast.copied'))
          },
          () => {
            portico.snack.showError(t('toast.copyFailed'))
          },
        )
      }}
    >
      <Icon path={COPY_ICON} />
      {label}
    </button>
  )
}
