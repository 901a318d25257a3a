import { useCallback, useEffect, useState } from 'react'
import { errorText } from '../shared/error-text.js'
import { parseEndpoints, type ParsedEndpoints } from './parse-endpoints.js'

export type EndpointsState =
  | { state: 'loading' }
  | ({ state: 'ready' } & ParsedEndpoints)
  | { state: 'failed'; message: string }

/** The devnet endpoints, from /endpoints.json (served by playground/endpoints-plugin.ts). */
async function loadEndpoints(): Promise<ParsedEndpoints> {
  const response = await fetch('/endpoints.json', { cache: 'no-store' })
  if (!response.ok) throw new Error(await response.text())
  const value: unknown = await response.json()
  return parseEndpoints(value)
}

export function useEndpoints(): [EndpointsState, () => void] {
  const [endpoints, setEndpoints] = useState<EndpointsState>({ state: 'loading' })
  const reload = useCallback(() => {
    loadEndpoints().then(
      (parsed) => {
        setEndpoints({ state: 'ready', ...parsed })
      },
      (error: unknown) => {
        setEndpoints({ state: 'failed', message: errorText(error) })
      },
    )
  }, [])
  useEffect(reload, [reload])
  return [endpoints, reload]
}
