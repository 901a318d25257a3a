import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { useRouterData } from '../parts/use-router-data.js'
import { useI18n } from '../i18n/use-i18n.js'

/**
 * The chosen network belongs to another chain family than the connected wallet: connecting a
 * wallet of that family comes next (NAV-07: Connect replaces this view).
 */
export default function SwitchActiveChainView() {
  const portico = usePorticoInternals()
  const { t } = useI18n()
  const name = useRouterData()?.network?.name ?? t('switchActiveChain.thisNetwork')
  return (
    <div className="center">
      <p className="address">{t('common.switchTo', { name })}</p>
      <p className="muted">{t('switchActiveChain.message', { name })}</p>
      <button type="button" className="primary" onClick={portico.router.switchActiveChainDone}>
        {t('switchActiveChain.connect')}
      </button>
    </div>
  )
}
