import type { ConnectionsState } from '../../controllers/connections.js'
import { CONNECTOR_IDS } from '../../core/connector.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { useI18n } from '../i18n/use-i18n.js'

const authActiveOf = (state: ConnectionsState): boolean =>
  state.activeConnectorIds.eip155 === CONNECTOR_IDS.auth

/** Whether the connected EVM account is the embedded wallet of an email or social login. */
export function useEmbeddedLoginActive(): boolean {
  const portico = usePorticoInternals()
  const authActive = usePorticoStore(portico.connections.store, authActiveOf)
  return authActive && portico.auth !== undefined
}

/** Why an embedded wallet's account view cannot show, when no email or social login is on. */
export function useMissingEmbeddedLogin(): string | undefined {
  const active = useEmbeddedLoginActive()
  const { t } = useI18n()
  return active ? undefined : t('embedded.missing', { reason: t('error.notAuthConnected') })
}
