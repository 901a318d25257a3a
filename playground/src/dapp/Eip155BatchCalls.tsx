import type { Eip1193Provider } from '../../../src/connectors/injected.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { DappCall } from './DappCall.js'

/** The last batch's id, kept so its status can be read after a reload too. */
const LAST_BATCH_KEY = 'playground:lastBatch'

/** The account and chain the provider is on, as a host app reads them before a batch. */
async function accountAndChain(provider: Eip1193Provider) {
  const [accounts, chainId] = await Promise.all([
    provider.request({ method: 'eth_accounts' }),
    provider.request({ method: 'eth_chainId' }),
  ])
  const account: unknown = Array.isArray(accounts) ? accounts.at(0) : undefined
  if (typeof account !== 'string' || typeof chainId !== 'string') {
    throw new Error('The wallet shares no account')
  }
  return { account, chainId }
}

/**
 * EIP-5792 through `portico.getProvider('eip155')`: a batch of two 1-wei sends to the account
 * itself (only gas is spent), then its status. Every wallet takes it: atomically where it can,
 * one call at a time with Portico's progress view where it cannot.
 */
export function Eip155BatchCalls({ provider }: { provider: Eip1193Provider }) {
  return (
    <>
      <DappCall
        method="wallet_sendCalls"
        snippet={
          "await provider.request({\n  method: 'wallet_sendCalls',\n  params: [{\n    version: '2.0.0', chainId, from: account, atomicRequired: false,\n    calls: [{ to: account, value: '0x1' }, { to: account, value: '0x2' }],\n  }],\n})"
        }
        run={async () => {
          const { account, chainId } = await accountAndChain(provider)
          const sent = await provider.request({
            method: 'wallet_sendCalls',
            params: [
              {
                version: '2.0.0',
                chainId,
                from: account,
                atomicRequired: false,
                calls: [
                  { to: account, value: '0x1' },
                  { to: account, value: '0x2' },
                ],
              },
            ],
          })
          if (isRecord(sent) && typeof sent.id === 'string')
            localStorage.setItem(LAST_BATCH_KEY, sent.id)
          return sent
        }}
      />
      <DappCall
        method="wallet_getCallsStatus"
        snippet="await provider.request({ method: 'wallet_getCallsStatus', params: [id] })"
        run={async () => {
          const id = localStorage.getItem(LAST_BATCH_KEY)
          if (id === null) throw new Error('Send a batch first')
          const status = await provider.request({ method: 'wallet_getCallsStatus', params: [id] })
          if (!isRecord(status)) return status
          const receipts = Array.isArray(status.receipts) ? status.receipts.length : 0
          return { status: status.status, atomic: status.atomic, receipts }
        }}
      />
    </>
  )
}
