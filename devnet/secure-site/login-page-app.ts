import { readLoginPageConfig, type LoginPageConfig } from './login-page-config.js'

/** The browser side of the site's login pages: the social consent popup and Farcaster approval. */

async function post(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json: unknown = await response.json()
  if (!response.ok) {
    const message =
      typeof json === 'object' && json !== null && 'message' in json ? json.message : undefined
    throw new Error(typeof message === 'string' ? message : `HTTP ${String(response.status)}`)
  }
  return json
}

interface MessageTarget {
  postMessage: (message: unknown, targetOrigin: string) => void
}

/** The opener is another origin's window: only a few members, postMessage among them, are open. */
const isMessageTarget = (value: unknown): value is MessageTarget =>
  typeof value === 'object' &&
  value !== null &&
  'postMessage' in value &&
  typeof value.postMessage === 'function'

function elements() {
  const form = document.querySelector('form')
  const input = document.querySelector('input')
  const alert = document.querySelector<HTMLElement>('[role="alert"]')
  if (!form || !input || !alert) throw new Error('Secure site: the login page is incomplete')
  const showError = (error: unknown) => {
    alert.textContent = error instanceof Error ? error.message : 'Something went wrong'
    alert.hidden = false
  }
  return { form, input, showError }
}

function consent(config: Extract<LoginPageConfig, { page: 'social-consent' }>): void {
  const { form, input, showError } = elements()
  input.value = config.suggestedAccount
  const { returnTo } = config
  document.querySelector('[data-action="deny"]')?.addEventListener('click', () => {
    // In the page itself (popups blocked): back to the app, which then has no result to take.
    if (returnTo === undefined) window.close()
    else window.location.assign(returnTo)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    post('/api/social/grant', { state: config.state, account: input.value.trim() })
      .then((granted) => {
        const resultUri =
          typeof granted === 'object' && granted !== null && 'resultUri' in granted
            ? granted.resultUri
            : undefined
        if (typeof resultUri !== 'string') throw new Error('The site granted no result')
        if (returnTo !== undefined) {
          const back = new URL(returnTo)
          back.hash = `portico-social-result=${encodeURIComponent(resultUri)}`
          window.location.assign(back.href)
          return
        }
        // Only the page that opened the login hears its result, never any other origin.
        const opener: unknown = window.opener
        if (!isMessageTarget(opener)) throw new Error('The page that opened this login is gone')
        opener.postMessage({ resultUri }, config.openerOrigin)
        window.close()
      })
      .catch(showError)
  })
}

function approve(config: Extract<LoginPageConfig, { page: 'farcaster-approve' }>): void {
  const { form, input, showError } = elements()
  input.value = config.suggestedUserName
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    post('/api/farcaster/approve', { channel: config.channel, userName: input.value.trim() })
      .then(() => {
        form.replaceChildren('Approved: go back to the app.')
        form.setAttribute('data-approved', 'true')
      })
      .catch(showError)
  })
}

const config = readLoginPageConfig(document)
if (config.page === 'social-consent') consent(config)
else approve(config)
