/**
 * The eip155 requests the embedded wallet signs in its hidden frame: an app's are shown to the
 * visitor on ApproveTransaction first (wiring/approved-provider.ts), as is its chain switch. Apart
 * from the frame's code, so the connector can name them at first load.
 */
export const AUTH_SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/**
 * The requests an app's call runs behind ApproveTransaction: the signatures, a chain switch and a
 * batch (through getProvider, its ApproveTransaction lists the calls: batch/batch-calls.ts).
 */
export const AUTH_APPROVAL_METHODS = [
  ...AUTH_SIGNING_METHODS,
  'wallet_switchEthereumChain',
  'wallet_sendCalls',
] as const
