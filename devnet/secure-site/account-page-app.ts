import { isOriginAllowed } from '../../src/utils/origin.js'
import { element, type AccountPageContext } from './account-page-dom.js'
import { accountPageLanguage } from './account-page-language.js'
import { applyPageThemeColours } from './account-page-theme.js'
import type { AccountPageTexts } from './account-page-texts.js'
import { exportSection } from './export-section.js'
import { parentOriginOf, readConfig } from './frame-context.js'
import { TOKEN_KEY } from './frame-requests.js'
import { passkeysSection } from './passkeys-section.js'
import { sessionsSection } from './sessions-section.js'
import { createSiteClient } from './site-client.js'

/**
 * The site's account pages, each shown in a visible frame of the modal (GET /account/<section>):
 * the key export, the passkeys, the sessions. Unlike the hidden frame they take clicks and
 * WebAuthn, and they post nothing to the embedding page. `theme` (light or dark), the app's
 * theme colours (`themeVariables`) and `lang` come from the host.
 */

interface Section {
  show: (context: AccountPageContext) => Promise<void>
  title: keyof AccountPageTexts
}

const SECTIONS: Record<string, Section> = {
  '/account/export': { show: exportSection, title: 'exportTitle' },
  '/account/passkeys': { show: passkeysSection, title: 'passkeysTitle' },
  '/account/sessions': { show: sessionsSection, title: 'sessionsTitle' },
}

function start(): void {
  const query = new URLSearchParams(window.location.search)
  document.documentElement.dataset.theme = query.get('theme') === 'dark' ? 'dark' : 'light'
  applyPageThemeColours(document.documentElement, query.get('themeVariables'))
  const { locale, dir, texts } = accountPageLanguage(query.get('lang'))
  document.documentElement.lang = locale
  document.documentElement.dir = dir
  const main = element('main')
  document.body.append(main)
  const status = element('p', '', { role: 'status' })
  const config = readConfig()
  const parentOrigin = parentOriginOf(query)
  const token = window.localStorage.getItem(TOKEN_KEY) ?? undefined
  const section = SECTIONS[window.location.pathname]
  document.title = section === undefined ? texts.notAllowed : texts[section.title]
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
  section.show({ main, status, site, token, texts }).catch((error: unknown) => {
    status.textContent = error instanceof Error ? error.message : String(error)
  })
}

start()
