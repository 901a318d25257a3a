import { useSyncExternalStore } from 'react'
import type { Portico } from '../../../src/create-portico.js'
import { usePortico } from '../../../src/react/use-portico.js'
import { JsonView } from '../shared/JsonView.js'
import { DevnetWallets } from './DevnetWallets.js'
import { SignInSettings } from './SignInSettings.js'
import { TrackedEvents } from './TrackedEvents.js'
import { ViewOpener } from './ViewOpener.js'

const CONTROLLERS = [
  'modal',
  'router',
  'account',
  'chain',
  'connections',
  'connectors',
  'wallets',
  'balances',
  'transactions',
  'options',
  'theme',
  'snack',
  'alert',
  'plan',
  'siwx',
  'events',
  'send',
  'swap',
  'onRamp',
  'names',
] as const satisfies readonly (keyof Portico)[]

type ControllerName = (typeof CONTROLLERS)[number]

function ControllerState({ name }: { name: ControllerName }) {
  const store: { subscribe: (listener: () => void) => () => void; getState: () => unknown } =
    usePortico()[name].store
  const state = useSyncExternalStore(store.subscribe, store.getState)
  return (
    <details data-controller={name}>
      <summary>{name}</summary>
      <JsonView value={state} label={`${name} state`} />
    </details>
  )
}

/** Every controller's state, live: each section re-renders when its store changes. */
export function ControllerStates() {
  return (
    <section className="card host-state" aria-label="Controller state">
      <h2>Controller state</h2>
      <SignInSettings />
      <DevnetWallets />
      <TrackedEvents />
      <ViewOpener />
      {CONTROLLERS.map((name) => (
        <ControllerState key={name} name={name} />
      ))}
    </section>
  )
}
