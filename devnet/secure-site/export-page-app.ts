import { isOriginAllowed } from '../../src/utils/origin.js'
import { parentOriginOf, readConfig } from './frame-context.js'
import { TOKEN_KEY } from './frame-requests.js'
import { createSiteClient } from './site-client.js'

/**
 * The key export, in the secure site's own visible frame (GET /account/export): a fresh email
 * code, then the keys with copy buttons and a warning. It posts nothing to the embedding page,
 * so the page's storage, memory and messages never hold a key.
 */

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag)
  made.textContent = text
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  return made
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

function start(): void {
  const main = element('main')
  document.body.append(main)
  const status = element('p', '', { role: 'status' })
  const config = readConfig()
  const parentOrigin = parentOriginOf(new URLSearchParams(window.location.search))
  const token = window.localStorage.getItem(TOKEN_KEY) ?? undefined
  if (parentOrigin === undefined || !isOriginAllowed(parentOrigin, config.allowedParentOrigins)) {
    main.append(element('p', 'This page may not be shown here.'))
    return
  }
  main.append(element('h1', 'Export your wallet keys'))
  if (token === undefined) {
    main.append(element('p', 'Sign in first.'))
    return
  }
  const site = createSiteClient({ projectId: config.projectId, parentOrigin })
  main.append(
    element(
      'p',
      'Anyone with these keys controls your wallet and its funds. Never share them; keep them offline.',
      { id: 'export-warning' },
    ),
  )
  const send = element('button', 'Email me a confirmation code', { type: 'button' })
  const label = element('label', 'Confirmation code', { for: 'export-code' })
  const code = element('input', '', {
    id: 'export-code',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
  })
  const confirm = element('button', 'Confirm and show the keys', { type: 'button' })
  main.append(send, label, code, confirm, status)

  const run = (step: () => Promise<void>) => (): void => {
    status.textContent = ''
    step().catch((error: unknown) => {
      status.textContent = messageOf(error)
    })
  }
  send.addEventListener(
    'click',
    run(async () => {
      await site.startEmailProof(token)
      status.textContent = 'A code is on its way to your email.'
    }),
  )
  confirm.addEventListener(
    'click',
    run(async () => {
      await site.confirmEmailProof(token, code.value.trim())
      showKeys(main, await site.exportKeys(token))
      for (const control of [send, label, code, confirm]) control.remove()
    }),
  )
}

function showKeys(main: HTMLElement, keys: Record<string, string>): void {
  const list = element('dl')
  const rows: Array<[string, string, string]> = [
    ['EVM private key', keys.privateKey ?? '', 'export-evm-key'],
    ['Solana secret key', keys.solanaSecretKey ?? '', 'export-solana-key'],
  ]
  for (const [title, value, id] of rows) {
    const copy = element('button', `Copy the ${title}`, { type: 'button' })
    copy.addEventListener('click', () => {
      void navigator.clipboard.writeText(value)
    })
    const shown = element('dd')
    shown.append(element('code', value, { id }), copy)
    list.append(element('dt', title), shown)
  }
  main.append(list)
}

start()
