/**
 * The error message of a wallet request cancelled on ApproveTransaction (or by closing the modal).
 * A module of its own: the main entry exports it, and the approval itself loads with its first use.
 */
export const APPROVAL_CANCELLED = 'The request was cancelled'
