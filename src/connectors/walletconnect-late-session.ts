/**
 * A session the wallet settled for a proposal of an earlier page of this tab (a phone discarded
 * the tab while the visitor approved in the wallet app). The sign client takes it in from the
 * relay on its own and stores it, but UniversalProvider 2.21.8 picks a session up only from its
 * own connect() or from storage at start, so Portico hands it over the way connect() does after
 * an approval: the proposal's namespaces, the session, its namespaces stored for the next load,
 * then the per-namespace providers.
 */
import type { UniversalProvider } from '@walletconnect/universal-provider'

type Provider = InstanceType<typeof UniversalProvider>
import type { WalletConnectProposal } from './walletconnect-namespaces.js'

type Session = NonNullable<Provider['session']>

/** The session's namespaces as UniversalProvider keeps them (its own connect() does the same). */
function namespaceConfig(namespaces: Session['namespaces']) {
  return Object.fromEntries(
    Object.entries(namespaces).map(([key, namespace]) => [
      key,
      {
        chains: namespace.chains ?? [
          ...new Set(namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
        ],
        methods: namespace.methods,
        events: namespace.events,
        accounts: namespace.accounts,
      },
    ]),
  )
}

type Method = (...args: unknown[]) => unknown

const isMethod = (value: unknown): value is Method => typeof value === 'function'

/** One of the provider's private steps, bound to it; a version without it fails plainly. */
function stepOf(provider: Provider, name: 'persist' | 'onConnect'): Method {
  const step: unknown = Reflect.get(provider, name)
  if (!isMethod(step)) throw new Error(`UniversalProvider has no ${name}() to take a session with`)
  return (...args) => step.apply(provider, args)
}

export async function adoptLateSession(
  provider: Provider,
  session: Session,
  proposal: WalletConnectProposal,
): Promise<void> {
  // Sets the proposal's namespaces (with their rpcMap) and sends nothing: no pairing is made.
  await provider.connect({
    namespaces: { ...proposal.namespaces },
    optionalNamespaces: { ...proposal.optionalNamespaces },
    skipPairing: true,
  })
  provider.session = session
  provider.namespaces = namespaceConfig(session.namespaces)
  // What connect() does after an approval; these two are private in 2.21.8, the pinned version.
  const persist = stepOf(provider, 'persist')
  await persist('namespaces', provider.namespaces)
  await persist('optionalNamespaces', provider.optionalNamespaces)
  stepOf(provider, 'onConnect')()
}
