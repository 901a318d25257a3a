import type { CaipNetwork } from '../core/caip-network.js'
import type { SiwxMessage } from '../core/siwx-message.js'
import { createStore, type Store } from '../core/store.js'

/** Where the sign-in stands. */
export type SiwxStatus = 'idle' | 'signing' | 'success' | 'error'

/** Sign in with X: where it stands and whether the account is signed in. */
export interface SiwxState {
  /** Where the sign-in stands. */
  status: SiwxStatus
  /** The message being signed, for the sign view. */
  message: SiwxMessage | undefined
  /** The network of the last successful sign-in, to fall back to on cancel (STATE-64). */
  lastConnectedNetwork: CaipNetwork | undefined
  /** A live session exists for the active address and network, as last checked. */
  signedIn: boolean
  /** The email given on DataCapture, for the app to read. */
  email: string | undefined
  /** Why the last signature failed (the wallet's words), for the sign view; cleared on retry. */
  error: string | undefined
}

/** The sign-in state before anything happened: idle, signed out. */
export function createSiwxStore(): Store<SiwxState> {
  return createStore<SiwxState>({
    status: 'idle',
    message: undefined,
    lastConnectedNetwork: undefined,
    signedIn: false,
    email: undefined,
    error: undefined,
  })
}
