// The buttons and hooks of portico/react around the modal of portico/ui.
import { ConnectButton, NetworkButton, useAccount, useLocale, useModal } from 'portico/react'

export function Toolbar() {
  const { isConnected } = useAccount()
  const { open } = useModal()
  const { locale, setLocale } = useLocale()
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
