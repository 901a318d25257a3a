import { inject } from 'vitest'
import { buildDevnetReadmePage } from './devnet-readme-page.js'

/**
 * The privacy modes the ledger test walks the README page through (`?mode=`); `deferred-email`
 * is `deferred` with the devnet's secure site, for a remembered email login.
 */
export type LedgerMode =
  'default' | 'consent-never' | 'consent-midway' | 'deferred' | 'deferred-email'

const replaced = (text: string, from: string, to: string): string => {
  if (!text.includes(from)) throw new Error(`The README's portico.ts no longer has: ${from}`)
  return text.replace(from, to)
}

/**
 * The README's portico.ts with the privacy options the page's `?mode=` asks for, and the instance
 * on `window.portico` for the test to sign with and to give consent, beside the headless
 * functions the test connects with (`window.porticoApp`): an app's own connect calls.
 */
function withModes(portico: string, secureSite: string): string {
  const head = `const mode = new URLSearchParams(location.search).get('mode')\n`
  const frameUrl = JSON.stringify(new URL('/frame', secureSite).href)
  const options =
    "  ...(mode?.startsWith('consent') ? { analytics: { consent: 'required' as const } } : {}),\n" +
    "  ...(mode?.startsWith('deferred') ? { deferRequests: true } : {}),\n" +
    `  ...(mode === 'deferred-email' ? { secureSite: { frameUrl: ${frameUrl}, window, document } } : {}),\n`
  // The options object is the first statement closed by a bare `})` on its own line.
  const text = replaced(portico, '\n})\n', `\n${options}})\n`)
  const started = replaced(
    text,
    'void portico.initialize()',
    "if (!mode?.startsWith('deferred')) void portico.initialize()",
  )
  const headless = "import { connect as connectWallet, getWalletList } from 'portico'\n"
  return `${headless}${head}${started}\nObject.assign(window, { portico, porticoApp: { connect: (id: string) => connectWallet(portico, id), walletList: () => getWalletList(portico) } })\n`
}

/** Builds the README page against the devnet and `projectApi`, its modes read from `?mode=`. */
export async function buildLedgerPage(work: string, projectApi: string): Promise<void> {
  await buildDevnetReadmePage(work, projectApi, (files) => {
    const portico = files['portico.ts']
    if (portico === undefined) throw new Error('The README has no portico.ts')
    return { ...files, 'portico.ts': withModes(portico, inject('endpoints').secureSite) }
  })
}
