import { lazy, Suspense, useState } from 'react'
import { ACCOUNT_TABS, type AccountTab } from '../../controllers/account.js'
import { isFeatureEnabled, type OptionsState } from '../../controllers/options.js'
import { isSwapSupported } from '../../controllers/swap-api.js'
import { isNamespaceSupported } from '../../clients/blockchain/supported-namespaces.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { usePorticoAccount } from '../../react/use-portico-account.js'
import { usePorticoNetwork } from '../../react/use-portico-network.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { truncateBalance } from '../../utils/format-amount.js'
import { shortAddress } from '../../utils/short-address.js'
import { Icon } from '../icons/Icon.js'
import {
  BUY_ICON,
  DISCONNECT_ICON,
  NAME_ICON,
  RECEIVE_ICON,
  SEND_ICON,
  SWAP_ICON,
  WALLETS_ICON,
} from '../icons/icon-paths.js'
import { NetworkIcon } from '../parts/NetworkIcon.js'
import { AccountEmail } from '../parts/AccountEmail.js'
import { EmbeddedAccountActions } from '../parts/EmbeddedAccountActions.js'
import { CopyButton } from '../parts/CopyButton.js'
import { OpenViewButton } from '../parts/OpenViewButton.js'
import { TokensTab } from '../parts/TokensTab.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { inContext, useMissingAccount } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { MessageKey } from '../../i18n/locales/en.js'

const receiveOnOf = (state: OptionsState) => state.features.receive
const sendOnOf = (state: OptionsState) => state.features.send
const swapsOnOf = (state: OptionsState) => isFeatureEnabled(state.features, 'swaps')
const onRampOnOf = (state: OptionsState) => isFeatureEnabled(state.features, 'onramp')

/** The Activity tab and its list code arrive with the first look at it. */
const ActivityTab = lazy(() => import('../parts/ActivityTab.js'))

const TAB_LABELS: Record<AccountTab, MessageKey> = {
  tokens: 'account.tabTokens',
  activity: 'account.tabActivity',
}

/** The connected account: who, how much, on which network, its tokens and activity. */
function AccountView() {
  const portico = usePorticoInternals()
  const account = usePorticoAccount()
  const { network } = usePorticoNetwork()
  const [tab, setTab] = useState<AccountTab>('tokens')
  const [error, setError] = useState<string | undefined>()
  const { t, decimal } = useI18n()
  const receiveOn = usePorticoStore(portico.options.store, receiveOnOf)
  const sendOn = usePorticoStore(portico.options.store, sendOnOf)
  const swapsOn = usePorticoStore(portico.options.store, swapsOnOf)
  const onRampOn = usePorticoStore(portico.options.store, onRampOnOf)
  const address = account.address ?? ''
  return (
    <div className="view">
      <div className="center">
        <div className="avatar" aria-hidden="true" />
        <p className="address" data-address={address}>
          <bdi>{account.name ?? shortAddress(address)}</bdi>
        </p>
        <p className="balance" data-balance={account.balance} dir="ltr">
          {account.balance === undefined ? '…' : decimal(truncateBalance(account.balance))}{' '}
          {account.balanceSymbol}
        </p>
        {account.namespace === 'eip155' && <AccountEmail />}
        <div className="actions">
          <CopyButton text={address} label={t('common.copyAddress')} />
          {sendOn && (
            <OpenViewButton view="Send" action="send" icon={SEND_ICON}>
              {t('account.send')}
            </OpenViewButton>
          )}
          {onRampOn && (
            <OpenViewButton view="OnRampProviders" action="buy" icon={BUY_ICON}>
              {t('account.buy')}
            </OpenViewButton>
          )}
          {swapsOn && network && isSwapSupported(network.caipNetworkId) && (
            <OpenViewButton view="Swap" action="swap" icon={SWAP_ICON}>
              {t('account.swap')}
            </OpenViewButton>
          )}
          {receiveOn && (
            <OpenViewButton view="Receive" action="receive" icon={RECEIVE_ICON}>
              {t('account.receive')}
            </OpenViewButton>
          )}
          <OpenViewButton view="Networks" action="networks">
            <NetworkIcon network={network} />
            {network?.name ?? t('account.network')}
          </OpenViewButton>
        </div>
      </div>
      {account.name === undefined &&
        account.namespace &&
        isNamespaceSupported('names', account.namespace) && (
          <OpenViewButton view="RegisterAccountName" action="choose-name" icon={NAME_ICON}>
            {t('account.chooseName')}
          </OpenViewButton>
        )}
      <div className="tabs" role="tablist" aria-label={t('account.tabs')}>
        {ACCOUNT_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`portico-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="portico-tab-panel"
            onClick={() => {
              setTab(name)
            }}
          >
            {t(TAB_LABELS[name])}
          </button>
        ))}
      </div>
      <div
        id="portico-tab-panel"
        role="tabpanel"
        tabIndex={0}
        aria-labelledby={`portico-tab-${tab}`}
      >
        {tab === 'tokens' ? (
          <TokensTab />
        ) : (
          <Suspense fallback={<p className="muted">{t('activity.loading')}</p>}>
            <ActivityTab />
          </Suspense>
        )}
      </div>
      <ErrorText error={error} />
      {account.namespace === 'eip155' && <EmbeddedAccountActions />}
      <OpenViewButton view="ProfileWallets" action="wallets" icon={WALLETS_ICON}>
        {t('account.connectedWallets')}
      </OpenViewButton>
      <button
        type="button"
        className="secondary"
        data-action="disconnect"
        onClick={() => {
          const namespace = account.namespace
          if (!namespace) return
          portico.connections.disconnect(namespace).then(
            () => {
              portico.router.reset('Connect')
            },
            (failure: unknown) => {
              setError(errorMessage(failure))
            },
          )
        }}
      >
        <Icon path={DISCONNECT_ICON} />
        {t('account.disconnect')}
      </button>
    </div>
  )
}

export default inContext(AccountView, useMissingAccount)
