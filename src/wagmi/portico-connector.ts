/**
 * `porticoConnector(portico)`: every Portico connection (injected, WalletConnect, email, social,
 * Farcaster) as one wagmi connector. Connecting opens Portico's modal; the wallet is the connected
 * wallet's own provider (the instance's internal `getWalletProvider('eip155')`), so wagmi's
 * reconnect knows it as the same wallet its EIP-6963 connector finds. wagmi's actions and hooks go
 * through the connector's client, whose transport is `portico.getProvider('eip155')`: EIP-5792's
 * batch calls work with every kind alike.
 */
import { ChainNotConfiguredError, ProviderNotFoundError, createConnector } from '@wagmi/core'
import {
  SwitchChainError,
  UserRejectedRequestError,
  createClient,
  custom,
  getAddress,
  type Address,
} from 'viem'
import type { Eip1193EventListener, Eip1193Provider } from '../connectors/injected.js'
import type { PorticoInternals } from '../create-portico.js'
import { internalsOf } from '../instance/internal-handle.js'
import type { Portico } from '../instance/public-portico.js'
import { isUserRejectedError } from '../utils/user-rejection.js'

/** The parts of a Portico instance the connector uses. */
type PorticoForWagmi = Pick<
  PorticoInternals,
  | 'open'
  | 'modal'
  | 'getWalletProvider'
  | 'getProvider'
  | 'subscribeProvider'
  | 'connections'
  | 'chain'
  | 'switchNetwork'
  | 'restored'
>

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string')

async function accountsOf(provider: Eip1193Provider): Promise<Address[]> {
  const accounts = await provider.request({ method: 'eth_accounts' })
  if (!isStringList(accounts)) throw new Error('eth_accounts answered no list of addresses')
  return accounts.map((address) => getAddress(address))
}

async function chainIdOf(provider: Eip1193Provider): Promise<number> {
  const chainId = await provider.request({ method: 'eth_chainId' })
  const parsed = typeof chainId === 'string' || typeof chainId === 'number' ? Number(chainId) : NaN
  if (!Number.isSafeInteger(parsed)) throw new Error('eth_chainId answered no chain id')
  return parsed
}

/**
 * Resolves with the eip155 provider once it is there; with undefined when `giveUp` fires first.
 * Portico supplies its own providers a moment after the connection (their code loads through
 * import()), hence the wait.
 */
function providerWhen(
  portico: PorticoForWagmi,
  giveUp: (stop: () => void) => () => void,
): Promise<Eip1193Provider | undefined> {
  return new Promise((resolve) => {
    let done = false
    const finish = (provider: Eip1193Provider | undefined): void => {
      if (done) return
      done = true
      stopListening()
      stopGivingUp()
      resolve(provider)
    }
    const check = (): void => {
      const provider = portico.getWalletProvider('eip155')
      if (provider) finish(provider)
    }
    const stopListening = portico.subscribeProvider(check)
    const stopGivingUp = giveUp(() => {
      finish(portico.getWalletProvider('eip155'))
    })
    check()
  })
}

const hasEip155Connection = (portico: PorticoForWagmi): boolean =>
  portico.connections.getConnections('eip155').length > 0

/** What wagmi was last told of the Portico connection: its accounts and chain. */
interface Told {
  accounts: readonly Address[]
  chainId: number
}

const sameTold = (a: Told, b: Told): boolean =>
  a.chainId === b.chainId &&
  a.accounts.length === b.accounts.length &&
  a.accounts.every((account, index) => account === b.accounts[index])

/**
 * A wagmi connector on Portico's instance: wagmi follows the wallet a visitor connects in Portico's
 * modal.
 */
export function porticoConnector(instance: Portico) {
  const portico: PorticoForWagmi = internalsOf(instance)
  return createConnector<Eip1193Provider>((config) => {
    let bound: Eip1193Provider | undefined
    let unbind = (): void => undefined
    /** Undefined while wagmi does not hold this connector as connected (as far as it was told). */
    let told: Told | undefined
    /** Only the newest look at the provider tells wagmi anything; an older one is stale. */
    let looks = 0

    /** Waits for the visitor to connect in the modal; undefined when it closes unconnected. */
    const providerFromModal = (): Promise<Eip1193Provider | undefined> =>
      providerWhen(portico, (stop) =>
        portico.modal.store.subscribe((state) => {
          // A connection made just before the modal closed may still be loading its provider.
          if (!state.open && !hasEip155Connection(portico)) stop()
        }),
      )

    /**
     * The provider of a remembered connection once Portico's restore has settled (`restored`,
     * with the provider's code loaded); undefined when nothing was remembered or Portico could
     * not make it again. An email login comes back only after the secure frame answers, seconds
     * after wagmi asks.
     */
    const providerRestored = async (): Promise<Eip1193Provider | undefined> => {
      await portico.restored
      return portico.getWalletProvider('eip155')
    }

    const toldDisconnected = (): void => {
      unbind()
      if (!told) return
      told = undefined
      config.emitter.emit('disconnect')
    }

    /**
     * Brings wagmi in step with Portico's eip155 connection, wherever it was made or ended (the
     * modal's ConnectButton, a restore, another tab, the wallet): `connect` when wagmi did not
     * hold it (createConfig listens for it from the start), `change` when its accounts or chain
     * moved, `disconnect` when it ended. While wagmi's own connect or reconnect runs, it ignores
     * `connect`, and takes the answer of `connect()` instead.
     */
    const sync = async (): Promise<void> => {
      const look = (looks += 1)
      const provider = portico.getWalletProvider('eip155')
      if (!provider) {
        toldDisconnected()
        return
      }
      bind(provider)
      let now: Told
      try {
        const [accounts, chainId] = await Promise.all([accountsOf(provider), chainIdOf(provider)])
        now = { accounts, chainId }
      } catch (error) {
        if (look !== looks) return
        config.emitter.emit('error', {
          error: error instanceof Error ? error : new Error(String(error)),
        })
        return
      }
      if (look !== looks) return
      if (now.accounts.length === 0) {
        toldDisconnected()
        return
      }
      if (!told) config.emitter.emit('connect', now)
      else if (!sameTold(told, now)) config.emitter.emit('change', now)
      told = now
    }

    const resync = (): void => {
      void sync()
    }

    const connector = {
      id: 'portico',
      name: 'Portico',
      type: 'portico',

      /** From the moment wagmi's config exists, Portico's eip155 connection is followed. */
      async setup() {
        portico.subscribeProvider((namespace) => {
          if (namespace === 'eip155') resync()
        })
        await sync()
      },

      async connect(
        parameters: {
          chainId?: number | undefined
          isReconnecting?: boolean | undefined
          withCapabilities?: boolean | undefined
        } = {},
      ) {
        let provider = portico.getWalletProvider('eip155')
        if (!provider && parameters.isReconnecting) provider = await providerRestored()
        if (!provider) {
          portico.open('Connect')
          provider = await providerFromModal()
        }
        if (!provider) throw new UserRejectedRequestError(new Error('The modal was closed'))
        bind(provider)
        let chainId = await chainIdOf(provider)
        if (parameters.chainId !== undefined && parameters.chainId !== chainId) {
          chainId = (await connector.switchChain({ chainId: parameters.chainId })).id
        }
        const addresses = await accountsOf(provider)
        told = { accounts: addresses, chainId }
        // No sound typing exists: wagmi's connect<withCapabilities> lets the caller pick the type
        // argument apart from the runtime flag (`withCapabilities?: withCapabilities | boolean`),
        // so connect<true>({ withCapabilities: false }) type-checks and no one value fits both. An
        // overload would be checked against its erased signature, the same assertion unseen;
        // wagmi's own connectors (injected, mock) cast the same way.
        const accounts = (
          parameters.withCapabilities
            ? addresses.map((address) => ({ address, capabilities: {} }))
            : addresses
        ) as never
        return { accounts, chainId }
      },

      async disconnect() {
        // wagmi's disconnect action updates its own state: nothing more is told.
        told = undefined
        unbind()
        await portico.connections.disconnect('eip155')
      },

      async getAccounts() {
        const provider = portico.getWalletProvider('eip155') ?? (await providerRestored())
        return provider ? accountsOf(provider) : []
      },

      async getChainId() {
        const provider = portico.getWalletProvider('eip155')
        if (provider) return chainIdOf(provider)
        const network = portico.chain.networkState('eip155').caipNetwork
        return Number(network?.id ?? config.chains[0].id)
      },

      // wagmi's reconnect asks for the provider before isAuthorized and passes over a connector
      // without one, so a remembered connection still being restored is waited for here too.
      async getProvider() {
        const provider = portico.getWalletProvider('eip155') ?? (await providerRestored())
        if (!provider) throw new ProviderNotFoundError()
        return provider
      },

      /**
       * What wagmi's actions use (getConnectorClient) in place of a client on getProvider: the
       * same wallet behind Portico's provider, which answers EIP-5792 for wallets without it.
       * getProvider itself stays the wallet's own object, which wagmi's reconnect compares with
       * its EIP-6963 connectors' to find the same wallet once.
       */
      async getClient({ chainId }: { chainId?: number | undefined } = {}) {
        const wallet = await connector.getProvider()
        const provider = portico.getProvider('eip155') ?? wallet
        const [accounts, walletChainId] = await Promise.all([accountsOf(wallet), chainIdOf(wallet)])
        const chain = config.chains.find((each) => each.id === (chainId ?? walletChainId))
        return createClient({
          account: accounts[0],
          chain,
          name: 'Portico',
          transport: (options) => custom(provider)({ ...options, retryCount: 0 }),
        })
      },

      async isAuthorized() {
        return (portico.getWalletProvider('eip155') ?? (await providerRestored())) !== undefined
      },

      async switchChain({ chainId }: { chainId: number }) {
        const chain = config.chains.find((each) => each.id === chainId)
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError())
        const network = portico.chain.findNetwork(`eip155:${String(chainId)}`)
        if (!network) throw new SwitchChainError(new ChainNotConfiguredError())
        try {
          await portico.switchNetwork(network)
        } catch (error) {
          const cause = error instanceof Error ? error : new Error(String(error))
          if (isUserRejectedError(error)) throw new UserRejectedRequestError(cause)
          throw new SwitchChainError(cause)
        }
        if (told) told = { ...told, chainId }
        config.emitter.emit('change', { chainId })
        return chain
      },

      // The wallet's own events: each is a reason to look at the connection again.
      onAccountsChanged: resync,
      onChainChanged: resync,
      onConnect: resync,
      onDisconnect: resync,
    }

    const bind = (provider: Eip1193Provider): void => {
      if (bound === provider) return
      unbind()
      const events = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const
      const listener: Eip1193EventListener = resync
      for (const event of events) provider.on?.(event, listener)
      bound = provider
      unbind = () => {
        for (const event of events) provider.removeListener?.(event, listener)
        bound = undefined
        unbind = () => undefined
      }
    }

    return connector
  })
}
