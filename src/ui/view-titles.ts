import type { View } from '../core/constants.js'

/** The header title of each view this part of the modal draws. */
export const VIEW_TITLES: Partial<Record<View, string>> = {
  Connect: 'Connect Wallet',
  ConnectWallets: 'Select Wallet',
  AllWallets: 'All Wallets',
  Account: 'Account',
  Receive: 'Receive',
  Send: 'Send',
  Swap: 'Swap',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  OnRampProviders: 'Buy Crypto',
  OnRampTokenSelect: 'Select Token',
  OnRampFiatSelect: 'Select Currency',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  SwitchNetwork: 'Switch Network',
  SwitchActiveChain: 'Switch Chain',
  ConnectingExternal: 'Connecting',
  ConnectingWalletConnect: 'WalletConnect',
  ConnectingMultiChain: 'Select Chain',
  ConnectingSocial: 'Social Login',
  ConnectingFarcaster: 'Farcaster',
  EmailLogin: 'Confirm Email',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  ProfileWallets: 'Connected Wallets',
  UsageExceeded: 'Usage Exceeded',
  SIWXSignMessage: 'Sign In',
  DataCapture: 'Your Email',
  ApproveTransaction: 'Approve Request',
}

export function viewTitle(view: View): string {
  return VIEW_TITLES[view] ?? view
}
