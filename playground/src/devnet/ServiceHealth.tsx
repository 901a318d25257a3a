import { useCallback } from 'react'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import { errorText } from '../shared/error-text.js'
import { usePolling } from '../shared/use-polling.js'
import { PolledSection } from './PolledSection.js'
import { serviceChecks } from './service-checks.js'

interface ServiceHealthProps {
  endpoints: DevnetEndpoints
  toolsUrl: string
}

interface CheckResult {
  name: string
  url: string
  ok: boolean
  detail: string
  ms: number
}

export function ServiceHealth({ endpoints, toolsUrl }: ServiceHealthProps) {
  const read = useCallback(
    () =>
      Promise.all(
        serviceChecks(endpoints, toolsUrl).map(async (check): Promise<CheckResult> => {
          const startedAt = performance.now()
          const done = (ok: boolean, detail: string) => ({
            name: check.name,
            url: check.url,
            ok,
            detail,
            ms: performance.now() - startedAt,
          })
          try {
            return done(true, await check.run())
          } catch (error) {
            return done(false, errorText(error))
          }
        }),
      ),
    [endpoints, toolsUrl],
  )
  const [polled, refresh] = usePolling(read, 10_000)
  return (
    <PolledSection title="Services" polled={polled} onRefresh={refresh} wide>
      {(results) => (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col">URL</th>
              <th scope="col">Health</th>
              <th scope="col" className="number">
                Time
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.name} data-service={result.name} data-healthy={result.ok}>
                <th scope="row">{result.name}</th>
                <td>
                  <code className="nowrap">{result.url}</code>
                </td>
                <td>
                  <span className={result.ok ? 'badge good' : 'badge bad'}>
                    {result.ok ? 'up' : 'down'}
                  </span>{' '}
                  <span className="detail" title={result.detail}>
                    {result.detail}
                  </span>
                </td>
                <td className="number">{result.ms.toFixed(0)} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PolledSection>
  )
}
