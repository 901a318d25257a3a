// Email, social and Farcaster login: the secure site's frame page, hosting the embedded wallet.
import { createPortico, type CreatePorticoOptions } from 'portico'

export function createPorticoWithLogin(options: CreatePorticoOptions, secureSite: string) {
  return createPortico({
    ...options,
    // On the devnet, `secureSite` of .devnet/endpoints.json; the frame page is its /frame.
    secureSite: { frameUrl: `${secureSite}/frame`, window, document },
  })
}
