// Plain JavaScript, no React: a status line and a button per installed wallet, drawn by the page.
import { portico } from './portico.js'
import { connectInstalled, followAddress, installedWallets } from './headless-connect.js'

const status = document.querySelector('#status')
const list = document.querySelector('#wallets')

followAddress(portico, (address) => {
  if (status) status.textContent = address ? `Connected: ${address}` : 'Not connected'
})

// Announced wallets arrive as the page loads: redraw the list whenever the connectors change.
portico.connectors.store.subscribe(() => {
  if (!list) return
  list.replaceChildren(
    ...installedWallets(portico).map((wallet) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = wallet.name
      button.addEventListener('click', () => {
        connectInstalled(portico, wallet.id).catch((error: unknown) => {
          if (status) status.textContent = error instanceof Error ? error.message : String(error)
        })
      })
      return button
    }),
  )
})
