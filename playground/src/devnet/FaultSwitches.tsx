import { useCallback, useState } from 'react'
import { FAULT_KINDS } from '../../../devnet/faults/fault-kinds.js'
import { usePolling } from '../shared/use-polling.js'
import { PolledSection } from './PolledSection.js'

interface FaultSwitchesProps {
  toolsUrl: string
}

interface SwitchOn {
  service: string
  kind: string
}

const isSwitchOn = (value: unknown): value is SwitchOn =>
  typeof value === 'object' &&
  value !== null &&
  typeof Reflect.get(value, 'service') === 'string' &&
  typeof Reflect.get(value, 'kind') === 'string'

async function faultsRequest(url: string, init?: RequestInit): Promise<SwitchOn[]> {
  const response = await fetch(url, init)
  const body: unknown = await response.json()
  if (!response.ok || !Array.isArray(body))
    throw new Error(`The devnet tools answered ${String(response.status)}: ${JSON.stringify(body)}`)
  return body.filter(isSwitchOn)
}

/**
 * The devnet's fault switches (devnet/faults): turn a service's fault on, watch the modal meet
 * it in the host tab, turn it off and watch it recover. Reset turns every switch off.
 */
export function FaultSwitches({ toolsUrl }: FaultSwitchesProps) {
  const url = `${toolsUrl}/devnet/faults`
  const read = useCallback(() => faultsRequest(url), [url])
  const [polled, refresh] = usePolling(read, 2_000)
  const [problem, setProblem] = useState<string>()
  const change = (init: RequestInit, query = ''): void => {
    faultsRequest(`${url}${query}`, init).then(
      () => {
        setProblem(undefined)
        refresh()
      },
      (error: unknown) => {
        setProblem(error instanceof Error ? error.message : 'Unknown error')
      },
    )
  }
  return (
    <PolledSection title="Fault switches" polled={polled} onRefresh={refresh} wide>
      {(on) => (
        <>
          {problem && (
            <p className="error-message" role="alert">
              {problem}
            </p>
          )}
          {Object.entries(FAULT_KINDS).map(([service, kinds]) => (
            <fieldset key={service} className="fault-group">
              <legend>{service}</legend>
              {Object.entries(kinds).map(([kind, description]) => {
                const pressed = on.some((one) => one.service === service && one.kind === kind)
                return (
                  <p key={kind}>
                    <button
                      type="button"
                      aria-pressed={pressed}
                      data-fault={`${service} ${kind}`}
                      onClick={() => {
                        if (pressed)
                          change({ method: 'DELETE' }, `?service=${service}&kind=${kind}`)
                        else
                          change({
                            method: 'PUT',
                            headers: { 'content-type': 'application/json' },
                            body: JSON.stringify({ service, kind }),
                          })
                      }}
                    >
                      {pressed ? 'On' : 'Off'}
                    </button>{' '}
                    <code>{kind}</code> <span className="muted">{description}</span>
                  </p>
                )
              })}
            </fieldset>
          ))}
          <button
            type="button"
            data-action="reset-faults"
            onClick={() => {
              change({ method: 'DELETE' })
            }}
          >
            Turn every switch off
          </button>
        </>
      )}
    </PolledSection>
  )
}
