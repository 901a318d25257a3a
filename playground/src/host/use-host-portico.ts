import { useEffect, useState } from 'react'
import type { Portico } from '../../../src/index.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { startAfterMount } from '../shared/start-after-mount.js'
import { createHostPortico } from './create-host-portico.js'

/**
 * One instance per set of endpoints, initialised on creation and destroyed when replaced. The
 * endpoints are compared by content: the page reads them twice on start (StrictMode), and a
 * second instance on the same storage would restore the WalletConnect session a second time.
 */
export function useHostPortico(endpoints: DevnetEndpoints | undefined): Portico | undefined {
  const [portico, setPortico] = useState<Portico | undefined>()
  const [kept, setKept] = useState(endpoints)
  if (JSON.stringify(kept) !== JSON.stringify(endpoints)) setKept(endpoints)
  useEffect(() => {
    if (!kept) return
    return startAfterMount(() => {
      const instance = createHostPortico(kept, window.location.search)
      setPortico(instance)
      instance.initialize().catch((error: unknown) => {
        console.warn('Portico initialize failed', error)
      })
      return () => {
        setPortico(undefined)
        void instance.destroy()
      }
    })
  }, [kept])
  return portico
}
