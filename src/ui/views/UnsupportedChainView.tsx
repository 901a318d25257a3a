import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { NetworkList } from '../parts/NetworkList.js'
import { useI18n } from '../i18n/use-i18n.js'

/** NAV-19: the wallet is on a network the app does not support; pick a supported one. */
export default function UnsupportedChainView() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  return (
    <NetworkList
      intro={<p className="muted">{t('unsupportedChain.message')}</p>}
      onSwitched={() => {
        portico.close()
      }}
    />
  )
}
