import type { ServerResponse } from 'node:http'
import {
  bundleLoginPageApp,
  farcasterApprovePageHtml,
  LOGIN_PAGE_CONTENT_SECURITY_POLICY,
  LOGIN_PAGE_CSS,
  SOCIAL_DONE_HTML,
  socialConsentPageHtml,
} from './login-pages.js'
import type { SocialLogin } from './social-login.js'

const HTML = 'text/html; charset=utf-8'

function send(response: ServerResponse, status: number, type: string, body: string): true {
  response.writeHead(status, {
    'content-type': type,
    'content-security-policy': LOGIN_PAGE_CONTENT_SECURITY_POLICY,
  })
  response.end(body)
  return true
}

const expiredPage = `<!doctype html><html lang="en"><head><meta charset="utf-8" />
<title>Login expired</title><link rel="stylesheet" href="/login.css" /></head>
<body><main><h1>This login has expired</h1><p>Close this window and start again.</p></main></body></html>
`

/**
 * The site's top-level login pages (not the frame): the social consent popup, the page its
 * result names, and the Farcaster app's approval page, with their script and stylesheet.
 */
export async function createLoginPages(social: SocialLogin) {
  const script = await bundleLoginPageApp()

  /** Answers a login page's route and says so; false for any other route. */
  const serve = (route: string, url: URL, response: ServerResponse): boolean => {
    switch (route) {
      case 'GET /login.js':
        return send(response, 200, 'text/javascript; charset=utf-8', script)
      case 'GET /login.css':
        return send(response, 200, 'text/css; charset=utf-8', LOGIN_PAGE_CSS)
      case 'GET /social/consent': {
        const state = url.searchParams.get('state') ?? ''
        const login = social.pending(state)
        if (login === undefined) return send(response, 410, HTML, expiredPage)
        const html = socialConsentPageHtml({
          state,
          provider: login.provider,
          openerOrigin: login.openerOrigin,
          ...(login.returnTo !== undefined && { returnTo: login.returnTo }),
        })
        return send(response, 200, HTML, html)
      }
      case 'GET /social/done':
        return send(response, 200, HTML, SOCIAL_DONE_HTML)
      case 'GET /farcaster/approve': {
        const channel = url.searchParams.get('channel') ?? ''
        if (!/^[0-9a-f]{32}$/.test(channel)) return send(response, 410, HTML, expiredPage)
        return send(response, 200, HTML, farcasterApprovePageHtml(channel))
      }
      default:
        return false
    }
  }

  return { serve }
}
