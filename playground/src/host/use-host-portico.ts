import { useEffect, useState } from 'react'
import type { Portico } from '../../../src/create-portico.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { startAfterMount } from '../shared/start-after-mount.js'
import { createHostPortico } from './create-host-portico.js'

/** One instance per set of endpoints, initialised on creation and destroyed when replaced. */
export function useHostPortico(endpoints: DevnetEndpoints | undefined): Portico | undefined {
  const [portico, setPortico] = useState<Portico | undefined>()
  useEffect(() => {
    if (!endpoints) return
    return startAfterMount(() => {
      const instance = createHostPortico(endpoints, window.location.search)
      setPortico(instance)
      instance.initialize().catch((error: unknown) => {
        console.warn('Portico initialize failed', error)
      })
      return () => {
        setPortico(undefined)
        void instance.destroy()
      }
    })
  }, [endpoints])
  return portico
}
