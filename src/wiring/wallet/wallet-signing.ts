import type { Modal } from '../../controllers/modal.js'
import type { Router, RouterData } from '../../controllers/router.js'
import type { ActiveAccount } from '../session/active-account.js'
import type { ApprovalCallbacks } from './wallet-approval.js'

export interface WalletSigningDeps {
  router: Router
  modal: Modal
  wallet: {
    /** Signs with the active namespace's wallet (provider-calls.ts). */
    signMessage: (message: string, address: string) => Promise<string>
    /** Aborts the active wallet's pending requests, where it can. */
    abortRequests: () => void
  }
  active: Pick<ActiveAccount, 'address'>
}

/** Wallet requests behind the ApproveTransaction view (NAV-14..16), signing among them. */
export function walletSigning({ router, modal, wallet, active }: WalletSigningDeps) {
  /**
   * Runs a wallet request behind ApproveTransaction; its code loads with the first request. A
   * cancel aborts the request in a wallet that can abort (the embedded wallet's frame); the
   * caller gets a UserRejectedRequestError (4001) for a cancel as for a refusal in the wallet.
   */
  const approve = async <T>(
    run: () => Promise<T>,
    callbacks?: ApprovalCallbacks,
    data?: RouterData,
  ): Promise<T> => {
    const { createWalletApproval } = await import('./wallet-approval.js')
    return createWalletApproval({ router, modal, abort: wallet.abortRequests })(
      run,
      callbacks,
      data,
    )
  }

  return {
    approve,
    /**
     * Signs a message with the active namespace's connected wallet and account, ApproveTransaction
     * showing meanwhile: personal_sign (hex) on EVM, signMessage (base58) on Solana.
     */
    signMessage: (message: string, callbacks?: ApprovalCallbacks): Promise<string> =>
      approve(() => wallet.signMessage(message, active.address()), callbacks),
  }
}
