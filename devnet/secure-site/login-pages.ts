import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from './bundle-browser-script.js'
import { accountIsEmail, type SocialProvider } from './login-identity.js'
import { LOGIN_PAGE_CONFIG_ELEMENT_ID, type LoginPageConfig } from './login-page-config.js'

const LOGIN_PAGE_ENTRY = fileURLToPath(new URL('./login-page-app.ts', import.meta.url))

/** A top-level page of the site's own: it may run only its script and be framed by no one. */
export const LOGIN_PAGE_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
}

/** Bundles the login pages' script for the browser, in memory, once per server start. */
export const bundleLoginPageApp = (): Promise<string> => bundleBrowserScript(LOGIN_PAGE_ENTRY)

export const LOGIN_PAGE_CSS = `body { font: 16px system-ui, sans-serif; margin: 0; display: grid;
  place-items: center; min-height: 100vh; background: #f4f4f5; color: #18181b; }
main { background: #fff; border-radius: 16px; padding: 24px; width: min(360px, 90vw);
  box-shadow: 0 8px 24px #0002; }
h1 { font-size: 20px; margin: 0 0 8px; }
label { display: block; margin: 16px 0 4px; font-weight: 600; }
input { width: 100%; box-sizing: border-box; padding: 10px; font: inherit; border: 1px solid #a1a1aa;
  border-radius: 8px; }
.actions { display: flex; gap: 8px; margin-top: 16px; }
button { flex: 1; padding: 10px; font: inherit; font-weight: 600; border-radius: 8px;
  border: 1px solid #3f3f46; background: #fff; color: #18181b; cursor: pointer; }
button.primary { background: #3b3bd6; border-color: #3b3bd6; color: #fff; }
p[role="alert"] { color: #b91c1c; }
`

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => `&#${String(character.charCodeAt(0))};`)

function page(title: string, config: LoginPageConfig, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/login.css" />
    <script type="application/json" id="${LOGIN_PAGE_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>
    <script type="module" src="/login.js"></script>
  </head>
  <body>
    <main>${body}</main>
  </body>
</html>
`
}

export interface ConsentPageInput {
  state: string
  provider: SocialProvider
  openerOrigin: string
  returnTo?: string
}

/** The stand-in for the provider's consent screen, shown in the 600 x 800 popup. */
export function socialConsentPageHtml(input: ConsentPageInput): string {
  const name = PROVIDER_NAMES[input.provider]
  const byEmail = accountIsEmail(input.provider)
  const config: LoginPageConfig = {
    page: 'social-consent',
    ...input,
    suggestedAccount: byEmail ? `devnet.user@example.com` : 'devnet_user',
  }
  return page(
    `Sign in with ${name} (devnet)`,
    config,
    `<h1>Sign in with ${escapeHtml(name)}</h1>
      <p>The devnet stands in for ${escapeHtml(name)}: choose the account to sign in with.</p>
      <form>
        <label for="account">${byEmail ? 'Email' : 'User name'}</label>
        <input id="account" name="account" required autocomplete="off" />
        <p role="alert" hidden></p>
        <div class="actions">
          <button type="button" data-action="deny">Deny</button>
          <button type="submit" class="primary" data-action="allow">Allow</button>
        </div>
      </form>`,
  )
}

/** The stand-in for the Farcaster app's approval screen, opened from the QR code's URL. */
export function farcasterApprovePageHtml(channel: string): string {
  const config: LoginPageConfig = {
    page: 'farcaster-approve',
    channel,
    suggestedUserName: 'devnet-fid',
  }
  return page(
    'Sign in with Farcaster (devnet)',
    config,
    `<h1>Sign in with Farcaster</h1>
      <p>The devnet stands in for the Farcaster app: approve the sign-in as a user.</p>
      <form>
        <label for="user-name">User name</label>
        <input id="user-name" name="userName" required autocomplete="off" />
        <p role="alert" hidden></p>
        <div class="actions">
          <button type="submit" class="primary" data-action="approve">Approve</button>
        </div>
      </form>`,
  )
}

/** The page a result URI names, for a popup that is navigated to it rather than closed. */
export const SOCIAL_DONE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>Signed in</title>
<link rel="stylesheet" href="/login.css" /></head>
<body><main><h1>Signed in</h1><p>You can close this window.</p></main></body></html>
`
