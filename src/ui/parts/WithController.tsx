import { useEffect, useState, type ReactNode } from 'react'
import type { LazyController } from '../../core/lazy-controller.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from './ErrorText.js'
import { useI18n } from '../i18n/use-i18n.js'

/** Renders `children` with the controller once its module has loaded ('Loading…' until then). */
export function WithController<C>({
  controller,
  children,
}: {
  controller: LazyController<C>
  children: (loaded: C) => ReactNode
}) {
  const [loaded, setLoaded] = useState(controller.current)
  const [failure, setFailure] = useState<string | undefined>()
  const { t } = useI18n()
  useEffect(() => {
    if (loaded !== undefined) return
    let live = true
    controller.load().then(
      (made) => {
        if (live) setLoaded(() => made)
      },
      (error: unknown) => {
        if (live) setFailure(errorMessage(error))
      },
    )
    return () => {
      live = false
    }
  }, [controller, loaded])
  if (loaded !== undefined) return children(loaded)
  return failure ? <ErrorText error={failure} /> : <p className="muted">{t('modal.loading')}</p>
}
