import './walletconnect-offline.js'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/App.js'
import './styles.css'
import { installRequestedWallets } from './host/requested-wallets.js'

installRequestedWallets(document)
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
