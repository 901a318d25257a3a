// The buttons and hooks of portico/react around the modal of portico/ui.
import {
  ConnectButton,
  NetworkButton,
  usePorticoAccount,
  usePorticoLocale,
  usePorticoModal,
} from 'portico/react'

export function Toolbar() {
  const { isConnected } = usePorticoAccount()
  const { open } = usePorticoModal()
  const { locale, setLocale } = usePorticoLocale()
  return (
    <nav>
      <ConnectButton />
      {isConnected && <NetworkButton />}
      <button type="button" onClick={() => open('AllWallets')}>
        All wallets
      </button>
      <button type="button" onClick={() => setLocale(locale === 'en-US' ? 'fr-FR' : 'en-US')}>
        {locale}
      </button>
    </nav>
  )
}
