import type { CaipNetwork } from '../../core/caip-network.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { shortAddress } from '../../utils/short-address.js'
import { OutcomePanel } from './OutcomePanel.js'
import { useI18n } from '../i18n/use-i18n.js'

export interface NetworkSwitchedPanelProps {
  network: CaipNetwork
  onDone: () => void
}

/** The end of a network switch: the network the wallet is on now, and the account there. */
export function NetworkSwitchedPanel({ network, onDone }: NetworkSwitchedPanelProps) {
  const { address } = usePorticoAccount()
  const { t } = useI18n()
  return (
    <OutcomePanel
      outcome={{ phase: 'succeeded' }}
      title={t('networks.switched', { name: network.name })}
      network={network}
      details={
        <>
          <dt>{t('networkSwitched.network')}</dt>
          <dd data-field="switched-network">{network.name}</dd>
          {typeof network.id === 'number' && (
            <>
              <dt>{t('networkSwitched.chainId')}</dt>
              <dd>{network.id}</dd>
            </>
          )}
          {address !== undefined && (
            <>
              <dt>{t('networkSwitched.account')}</dt>
              <dd title={address} dir="ltr">
                {shortAddress(address)}
              </dd>
            </>
          )}
        </>
      }
      onDone={onDone}
    />
  )
}
