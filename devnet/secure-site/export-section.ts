import { button, element, type AccountPageContext } from './account-page-dom.js'
import { freshProof } from './fresh-proof-step.js'

/**
 * The key export: a fresh proof, then the EVM and Solana keys with copy buttons and a warning.
 * It posts nothing to the embedding page, so the page's storage, memory and messages never hold
 * a key.
 */
export async function exportSection(context: AccountPageContext): Promise<void> {
  const { main, texts } = context
  main.append(
    element('h1', texts.exportTitle),
    element('p', texts.exportWarning, { id: 'export-warning', role: 'note' }),
    context.status,
  )
  await freshProof(context, texts.showKeys)
  const keys = await context.site.exportKeys(context.token)
  const list = element('dl')
  const rows: Array<[string, string, string]> = [
    [texts.evmKey, keys.privateKey ?? '', 'export-evm-key'],
    [texts.solanaKey, keys.solanaSecretKey ?? '', 'export-solana-key'],
  ]
  for (const [title, value, id] of rows) {
    const copy = button(texts.copy, 'copy')
    copy.setAttribute('aria-label', `${texts.copy}: ${title}`)
    copy.addEventListener('click', () => {
      void navigator.clipboard.writeText(value).then(() => {
        context.status.textContent = texts.copied
      })
    })
    const shown = element('dd')
    shown.append(element('code', value, { id }), copy)
    list.append(element('dt', title), shown)
  }
  main.insertBefore(list, context.status)
}
