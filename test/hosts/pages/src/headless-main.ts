// The headless page: no React and no portico/ui. The app draws its own connect dialog from
// Portico's headless functions: the wallet list, connect by id, WalletConnect's pairing URI (for
// a QR code of its own), the email login's two steps and the account's status.
import {
  connect,
  createPortico,
  disconnect,
  getAccount,
  getWalletList,
  searchWallets,
  sendEmailCode,
  signMessage,
  verifyEmailCode,
  watchAccount,
  watchWalletConnectUri,
  type PorticoAccount,
  type WalletEntry,
} from 'portico'
import { devnetOptions, evmNetwork, settle } from './devnet-host.js'

const portico = createPortico(
  devnetOptions('Headless host', [
    evmNetwork(1, 'Ethereum (devnet)'),
    evmNetwork(8453, 'Base (devnet)'),
  ]),
)
void portico.initialize()

function part<T extends HTMLElement>(name: string, type: new () => T): T {
  const element = document.querySelector(`[data-app="${name}"]`)
  if (!(element instanceof type)) throw new Error(`The page has no ${name}`)
  return element
}

const dialog = part('dialog', HTMLDialogElement)
const status = part('status', HTMLParagraphElement)
const wallets = part('wallets', HTMLDivElement)
const pairing = part('pairing', HTMLParagraphElement)
const errorText = part('error', HTMLParagraphElement)
const emailForm = part('email-form', HTMLFormElement)
const codeForm = part('code-form', HTMLFormElement)
const disconnectButton = part('disconnect', HTMLButtonElement)

const showError = (error: unknown): void => {
  errorText.textContent = error instanceof Error ? error.message : String(error)
}

function showAccount(account: PorticoAccount): void {
  status.dataset['status'] = account.status
  status.dataset['kind'] = account.connectorKind ?? ''
  status.dataset['address'] = account.address ?? ''
  status.textContent =
    account.status === 'connected' ? `Connected: ${account.address ?? ''}` : account.status
  disconnectButton.hidden = account.status !== 'connected'
  if (account.status === 'connected') dialog.close()
}
showAccount(getAccount(portico))
watchAccount(portico, showAccount)

watchWalletConnectUri(portico, (current) => {
  pairing.hidden = current === undefined
  pairing.textContent = current?.uri ?? ''
  pairing.dataset['expiresAt'] = current ? String(current.expiresAt) : ''
})

function walletButton(entry: WalletEntry): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.dataset['walletId'] = entry.id
  button.dataset['kind'] = entry.kind
  if (entry.icon) {
    const icon = document.createElement('img')
    icon.src = entry.icon
    icon.alt = ''
    icon.width = 24
    button.append(icon)
  }
  button.append(entry.name)
  button.addEventListener('click', () => {
    errorText.textContent = ''
    connect(portico, entry.id).catch(showError)
  })
  return button
}

async function openDialog(): Promise<void> {
  errorText.textContent = ''
  dialog.showModal()
  const list = await getWalletList(portico)
  wallets.replaceChildren(
    ...list.groups.map((group) => {
      const section = document.createElement('section')
      section.dataset['group'] = group.name
      section.append(...group.wallets.map(walletButton))
      return section
    }),
  )
}

part('connect', HTMLButtonElement).addEventListener('click', () => {
  openDialog().catch(showError)
})
part('close', HTMLButtonElement).addEventListener('click', () => {
  dialog.close()
})
disconnectButton.addEventListener('click', () => {
  disconnect(portico).catch(showError)
})

const fieldOf = (form: HTMLFormElement, name: string): string => {
  const value = new FormData(form).get(name)
  return typeof value === 'string' ? value : ''
}

emailForm.addEventListener('submit', (event) => {
  event.preventDefault()
  sendEmailCode(portico, fieldOf(emailForm, 'email')).then((step) => {
    codeForm.hidden = step !== 'VERIFY_OTP'
    codeForm.dataset['step'] = step
  }, showError)
})
codeForm.addEventListener('submit', (event) => {
  event.preventDefault()
  verifyEmailCode(portico, fieldOf(codeForm, 'code')).catch(showError)
})

window.host = {
  account: () => settle(() => Promise.resolve(getAccount(portico))),
  signMessage: (message: string) => settle(() => signMessage(portico, message)),
  search: (query: string, page: string) =>
    settle(() => searchWallets(portico, { query, page: Number(page) })),
}
