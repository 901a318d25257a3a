import type { IncomingMessage } from 'node:http'
import { jsonError, readJson, type JsonReply } from '../http/json-http.js'
import { walletKeyOf } from './login-identity.js'
import type { RpcHold } from './rpc-hold.js'
import type { Sessions } from './sessions.js'
import type { SigningLedger } from './signing-ledger.js'
import type { WalletStore } from './wallet-store.js'
import { isRecord } from '../../src/utils/is-record.js'

const INVALID_ADDRESS = 'Invalid query: address must be a 0x address'

/**
 * The secure site's developer routes (not for the frame): `PUT /devnet/rpc-hold {hold}` holds or
 * releases signing requests, `GET /devnet/signed?address=` lists what the site signed or sent for
 * a login's address, `DELETE /devnet/sessions?address=` ends every session of that login (as if it
 * had expired). Returns undefined for any other route.
 */
export async function devnetRoute(
  request: IncomingMessage,
  route: string,
  url: URL,
  deps: { hold: RpcHold; ledger: SigningLedger; sessions: Sessions; wallets: WalletStore },
): Promise<JsonReply | undefined> {
  const address = url.searchParams.get('address')
  const validAddress = address !== null && /^0x[0-9a-fA-F]{40}$/.test(address)
  switch (route) {
    case 'GET /devnet/rpc-hold':
      return { status: 200, body: deps.hold.state() }
    case 'PUT /devnet/rpc-hold': {
      const body = await readJson(request)
      if (!('value' in body)) return body
      if (!isRecord(body.value) || typeof body.value.hold !== 'boolean') {
        return jsonError(400, 'Invalid body: send {"hold": true} or {"hold": false}')
      }
      deps.hold.setHolding(body.value.hold)
      return { status: 200, body: deps.hold.state() }
    }
    case 'GET /devnet/signed':
      return validAddress
        ? { status: 200, body: { signed: deps.ledger.of(address) } }
        : jsonError(400, INVALID_ADDRESS)
    case 'DELETE /devnet/sessions': {
      if (!validAddress) return jsonError(400, INVALID_ADDRESS)
      const ended = deps.sessions.closeWhere(
        (identity) =>
          deps.wallets.walletOf(walletKeyOf(identity)).address.toLowerCase() ===
          address.toLowerCase(),
      )
      return { status: 200, body: { ended } }
    }
    default:
      return undefined
  }
}
