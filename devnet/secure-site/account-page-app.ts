import { isOriginAllowed } from '../../src/utils/origin.js'
import { element, type AccountPageContext } from './account-page-dom.js'
import { ACCOUNT_PAGE_EN } from './account-page-texts.js'
import { exportSection } from './export-section.js'
import { parentOriginOf, readConfig } from './frame-context.js'
import { TOKEN_KEY } from './frame-requests.js'
import { passkeysSection } from './passkeys-section.js'
import { sessionsSection } from './sessions-section.js'
import { createSiteClient } from './site-client.js'

/**
 * The site's account pages, each shown in a visible frame of the modal (GET /account/<section>):
 * the key export, the passkeys, the sessions. Unlike the hidden frame they take clicks and
 * WebAuthn, and they post nothing to the embedding page. `theme` (light or dark) and `lang`
 * come from the host.
 */

const SECTIONS: Record<string, (context: AccountPageContext) => Promise<void>> = {
  '/account/export': exportSection,
  '/account/passkeys': passkeysSection,
  '/account/sessions': sessionsSection,
}

function start(): void {
  const query = new URLSearchParams(window.location.search)
  document.documentElement.dataset.theme = query.get('theme') === 'dark' ? 'dark' : 'light'
  document.documentElement.lang = query.get('lang') ?? 'en'
  const texts = ACCOUNT_PAGE_EN
  const main = element('main')
  document.body.append(main)
  const status = element('p', '', { role: 'status' })
  const config = readConfig()
  const parentOrigin = parentOriginOf(query)
  const token = window.localStorage.getItem(TOKEN_KEY) ?? undefined
  const section = SECTIONS[window.location.pathname]
  if (
    section === undefined ||
    parentOrigin === undefined ||
    !isOriginAllowed(parentOrigin, config.allowedParentOrigins)
  ) {
    main.append(element('p', texts.notAllowed))
    return
  }
  if (token === undefined) {
    main.append(element('p', texts.signInFirst))
    return
  }
  const site = createSiteClient({ projectId: config.projectId, parentOrigin })
  section({ main, status, site, token, texts }).catch((error: unknown) => {
    status.textContent = error instanceof Error ? error.message : String(error)
  })
}

start()
