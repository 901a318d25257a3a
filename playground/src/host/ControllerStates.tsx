import { useSyncExternalStore } from 'react'
import { internalsOf, type PorticoInternals } from '../../../src/internal.js'
import type { LazyController } from '../../../src/core/lazy-controller.js'
import { usePortico } from '../../../src/react/use-portico.js'
import { I18nContext } from '../../../src/ui/i18n/i18n-context.js'
import { useModalI18n } from '../../../src/ui/i18n/use-modal-i18n.js'
import { WithController } from '../../../src/ui/parts/WithController.js'
import { JsonView } from '../shared/JsonView.js'

const CONTROLLERS = [
  'modal',
  'router',
  'account',
  'chain',
  'connections',
  'connectors',
  'wallets',
  'balances',
  'options',
  'theme',
  'snack',
  'alert',
  'plan',
  'siwx',
  'events',
] as const satisfies readonly (keyof PorticoInternals)[]

/** Controllers whose module loads with their views; the devtools load them to show their state. */
const LAZY_CONTROLLERS = [
  'send',
  'swap',
  'onRamp',
  'names',
] as const satisfies readonly (keyof PorticoInternals)[]

type ControllerName = (typeof CONTROLLERS)[number]
type LazyControllerName = (typeof LAZY_CONTROLLERS)[number]

interface AnyStore {
  subscribe: (listener: () => void) => () => void
  getState: () => unknown
}

function LazyControllerState({ name }: { name: LazyControllerName }) {
  const controller: LazyController<{ store: AnyStore }> = internalsOf(usePortico())[name]
  // WithController is the modal's part: it speaks the modal's language, which arrives lazily.
  const i18n = useModalI18n()
  if (!i18n) return null
  return (
    <I18nContext value={i18n}>
      <WithController controller={controller}>
        {(loaded) => <StoreState name={name} store={loaded.store} />}
      </WithController>
    </I18nContext>
  )
}

function ControllerState({ name }: { name: ControllerName }) {
  const store: AnyStore = internalsOf(usePortico())[name].store
  return <StoreState name={name} store={store} />
}

function StoreState({ name, store }: { name: string; store: AnyStore }) {
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
    <section className="card host-state" aria-labelledby="host-state-title">
      <h2 id="host-state-title">Controller state</h2>
      {CONTROLLERS.map((name) => (
        <ControllerState key={name} name={name} />
      ))}
      {LAZY_CONTROLLERS.map((name) => (
        <LazyControllerState key={name} name={name} />
      ))}
    </section>
  )
}
