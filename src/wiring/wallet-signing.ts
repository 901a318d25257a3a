import type { Modal } from '../controllers/modal.js'
import type { Router } from '../controllers/router.js'
import {
  isUserRejectedError,
  userRejectedRequestError,
  UserRejectedError,
} from '../utils/user-rejection.js'
import type { ActiveAccount } from './active-account.js'
import type { ApprovalCallbacks } from './wallet-approval.js'

export interface WalletSigningDeps {
  router: Router
  modal: Modal
  wallet: {
    /** Signs with the active namespace's wallet (provider-calls.ts). */
    signMessage: (message: string, address: string) => Promise<string>
    /** Aborts the active wallet's pending requests; false when it cannot. */
    abortRequests: () => boolean
  }
  active: Pick<ActiveAccount, 'address'>
}

/** Wallet requests behind the ApproveTransaction view (NAV-14..16), signing among them. */
export function walletSigning({ router, modal, wallet, active }: WalletSigningDeps) {
  /**
   * Runs a wallet request behind ApproveTransaction; its code loads with the first request. A
   * cancel aborts the request in a wallet that can abort (the embedded wallet's frame), whose
   * caller then gets EIP-1193's 4001 'User rejected the request', as if the wallet had refused.
   */
  const approve = async <T>(run: () => Promise<T>, callbacks?: ApprovalCallbacks): Promise<T> => {
    const { createWalletApproval, APPROVAL_CANCELLED } = await import('./wallet-approval.js')
    const cancel = (): Error =>
      wallet.abortRequests()
        ? userRejectedRequestError(new Error(APPROVAL_CANCELLED))
        : new Error(APPROVAL_CANCELLED)
    return createWalletApproval({ router, modal, cancel })(run, callbacks)
  }

  /**
   * Signs a message with the active account through the connected wallet; a refusal by the user
   * (ERR-16, ERR-17) becomes a UserRejectedError.
   */
  const signWithWallet = async (message: string): Promise<string> => {
    try {
      return await wallet.signMessage(message, active.address())
    } catch (error) {
      throw isUserRejectedError(error) ? new UserRejectedError(error) : error
    }
  }

  return {
    approve,
    /**
     * Signs a message with the active namespace's connected wallet and account, ApproveTransaction
     * showing meanwhile: personal_sign (hex) on EVM, signMessage (base58) on Solana.
     */
    signMessage: (message: string, callbacks?: ApprovalCallbacks): Promise<string> =>
      approve(() => signWithWallet(message), callbacks),
  }
}
