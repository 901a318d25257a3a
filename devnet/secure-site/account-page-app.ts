import { isOriginAllowed } from '../../src/utils/origin.js'
import { element, type AccountPageContext } from './account-page-dom.js'
import { accountPageLanguage } from './account-page-language.js'
import { applyPageThemeColours } from './account-page-theme.js'
import type { AccountPageTexts } from './account-page-texts.js'
import { exportSection } from './export-section.js'
import { parentOriginOf, readConfig } from './frame-context.js'
import { TOKEN_KEY } from './frame-requests.js'
import { passkeyLoginSection } from './passkey-login-section.js'
import { passkeysSection } from './passkeys-section.js'
import { sessionsSection } from './sessions-section.js'
import { createSiteClient } from './site-client.js'

/**
 * The site's account pages, each shown in a visible frame of the modal (GET /account/<section>):
 * the key export, the passkeys, the sessions, and the passkey sign-in, the one shown before any
 * login (from Connect). Unlike the hidden frame they take clicks and
 * WebAuthn, and they post nothing to the embedding page but the passkey sign-in's notice. `theme` (light or dark), the app's
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

/** The sign-in page: it needs no session, and makes one. */
const PASSKEY_LOGIN_PATH = '/account/passkey-login'

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
  const login = window.location.pathname === PASSKEY_LOGIN_PATH
  const section = SECTIONS[window.location.pathname]
  document.title = login
    ? texts.passkeyLoginTitle
    : section === undefined
      ? texts.notAllowed
      : texts[section.title]
  if (
    (section === undefined && !login) ||
    parentOrigin === undefined ||
    !isOriginAllowed(parentOrigin, config.allowedParentOrigins)
  ) {
    main.append(element('p', texts.notAllowed))
    return
  }
  const site = createSiteClient({ projectId: config.projectId, parentOrigin })
  if (login) {
    passkeyLoginSection({ main, status, site, texts, parentOrigin })
    return
  }
  if (section === undefined || token === undefined) {
    main.append(element('p', texts.signInFirst))
    return
  }
  section.show({ main, status, site, token, texts }).catch((error: unknown) => {
    status.textContent = error instanceof Error ? error.message : String(error)
  })
}

start()
