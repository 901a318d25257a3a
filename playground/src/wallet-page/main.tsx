import '../walletconnect-offline.js'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '../styles.css'
import './wallet-page.css'
import { WalletPage } from './WalletPage.js'

const root = document.getElementById('root')
if (!root) throw new Error('walletconnect-wallet.html has no #root')
createRoot(root).render(
  <StrictMode>
    <WalletPage />
  </StrictMode>,
)
