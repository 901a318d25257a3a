import { isHex, type Hex } from 'viem'
import { isRecord } from '../../src/utils/is-record.js'

/**
 * What the devnet wallet remembers of each batch it took (wallet_sendCalls): enough to answer
 * wallet_getCallsStatus from the chain's receipts, in the page's storage when it has one so a
 * reload does not lose it, as an extension's own storage would not.
 */
export interface CallBundle {
  id: string
  chainId: number
  /** One transaction through the account's EIP-7702 delegation, or one transaction per call. */
  atomic: boolean
  callCount: number
  /** The transactions sent so far, in order. */
  hashes: Hex[]
  /** `sending` while a one-by-one batch still has calls to send. */
  state: 'sending' | 'done'
}

export const CALL_BUNDLES_KEY = 'porticoDevnetWallet:callBundles'

type BundleStorage = Pick<Storage, 'getItem' | 'setItem'>

function readBundle(value: unknown): CallBundle | null {
  if (!isRecord(value)) return null
  const { id, chainId, atomic, callCount, hashes, state } = value
  if (typeof id !== 'string' || typeof chainId !== 'number' || typeof atomic !== 'boolean') {
    return null
  }
  if (typeof callCount !== 'number' || (state !== 'sending' && state !== 'done')) return null
  if (!Array.isArray(hashes) || !hashes.every((hash) => isHex(hash))) return null
  return { id, chainId, atomic, callCount, hashes, state }
}

export function createCallBundleStore(storage: BundleStorage | undefined) {
  const bundles = new Map<string, CallBundle>()
  let stored: unknown = []
  try {
    stored = JSON.parse(storage?.getItem(CALL_BUNDLES_KEY) ?? '[]')
  } catch {
    // A damaged record is dropped, as an unknown bundle.
  }
  for (const entry of Array.isArray(stored) ? stored : []) {
    const bundle = readBundle(entry)
    // A batch that was still sending when the page went away sends no more.
    if (bundle) bundles.set(bundle.id, { ...bundle, state: 'done' })
  }
  const save = (): void => {
    storage?.setItem(CALL_BUNDLES_KEY, JSON.stringify([...bundles.values()]))
  }
  return {
    get: (id: string): CallBundle | undefined => bundles.get(id),
    has: (id: string): boolean => bundles.has(id),
    put(bundle: CallBundle): void {
      bundles.set(bundle.id, bundle)
      save()
    },
  }
}
