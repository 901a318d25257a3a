import { useEffect, useState } from 'react'
import type { CallBundleRecord } from '../../batch/call-bundle.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'

/**
 * The batch the progress view was opened for, as Portico's record has it now, following each
 * call's change; undefined until the batch part is there (or when it shows no batch).
 */
export function useCallBundle(): CallBundleRecord | undefined {
  const portico = usePorticoInternals()
  const [bundle, setBundle] = useState<CallBundleRecord | undefined>()
  useEffect(() => {
    let unsubscribe: (() => void) | undefined
    let gone = false
    void portico.batchCalls.load().then((part) => {
      const id = part.shown()
      if (gone || id === undefined) return
      setBundle(part.sequential.bundle(id))
      unsubscribe = part.sequential.subscribe((changed) => {
        if (changed.id === id) setBundle(changed)
      })
    })
    return () => {
      gone = true
      unsubscribe?.()
    }
  }, [portico])
  return bundle
}
