// Plain JavaScript, no React: a status line and a button per wallet, drawn by the page.
import { portico } from './portico.js'
import { connectEntry, followAccount, walletsToShow } from './headless-connect.js'

const status = document.querySelector('#status')
const list = document.querySelector('#wallets')
const qr = document.querySelector('#pairing')

followAccount(portico, (state, address) => {
  if (status) status.textContent = address ? `Connected: ${address}` : state
})

async function showWallets(): Promise<void> {
  const wallets = await walletsToShow(portico)
  list?.replaceChildren(
    ...wallets.map((wallet) => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = wallet.name
      button.addEventListener('click', () => {
        // The page's own QR code library would draw the URI; here it is shown as text.
        connectEntry(portico, wallet, (uri) => {
          if (qr) qr.textContent = uri
        }).catch((error: unknown) => {
          if (status) status.textContent = error instanceof Error ? error.message : String(error)
        })
      })
      return button
    }),
  )
}
void showWallets()
