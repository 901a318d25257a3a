import type { AccountType, AccountUser, AuthUser, UserAccountType } from './account.js'

function isUserAccount(account: {
  address: string
  type: AccountType
}): account is { address: string; type: UserAccountType } {
  return account.type === 'eoa' || account.type === 'smartAccount'
}

/** The frame's user as the account keeps it: accounts of other types (payment) are left out. */
export function accountUserFrom(user: AuthUser): AccountUser {
  return {
    email: user.email,
    userName: user.userName,
    accounts: user.accounts?.filter(isUserAccount),
  }
}
