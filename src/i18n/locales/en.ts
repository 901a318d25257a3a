/**
 * The English catalogue: every text a visitor can see in the modal, and the type every other
 * locale is written against. Keys are flat and grouped by view (`send.amount`); `{name}` marks a
 * value put in at display time and must stay in every translation. The `error.*` and `toast.*`
 * values are the spec's messages word for word: the controllers raise them in English (their
 * API for hosts) and the modal shows them through these keys in the visitor's language.
 *
 * Every other locale is one file beside this one, named by its tag (`de-DE.ts`, `es-419.ts`,
 * `zh-HK.ts`, ...), holding every key and no other, typed against this catalogue:
 *
 *     import type { Messages } from './en.js'
 *     const messages = { 'modal.back': 'Zurück', ... } as const satisfies Messages
 *     export default messages
 *
 * Keys rightly the same as in English in a locale (a brand, a code) are listed in that file's
 * `sameAsEnglish` export, so the untranslated-text checks tell them from forgotten ones.
 *
 * Wallet and network names, brands (WalletConnect, Farcaster) and error codes (APKT...) stay as
 * they are; the `{placeholders}` stay, in whatever place the sentence needs them.
 */
const en = {
  // The modal's frame: header, alert area, loading, footers.
  'modal.back': 'Back',
  'modal.close': 'Close',
  'modal.dismiss': 'Dismiss',
  'modal.loading': 'Loading…',
  'button.connect': 'Connect',
  'button.connecting': 'Connecting…',
  'button.selectNetwork': 'Select network',
  'modal.comingLater': 'This view comes with a later release.',
  'footer.networks': 'Your wallet connects to one network at a time; pick the one to use.',
  'footer.legal': 'By connecting your wallet, you agree to our {terms} and {privacy}',
  'footer.terms': 'Terms of Service',
  'footer.privacy': 'Privacy Policy',

  // The header title of each view.
  'title.Connect': 'Connect Wallet',
  'title.ConnectWallets': 'Select Wallet',
  'title.AllWallets': 'All Wallets',
  'title.Account': 'Account',
  'title.Receive': 'Receive',
  'title.Send': 'Send',
  'title.Swap': 'Swap',
  'title.RegisterAccountName': 'Choose Name',
  'title.RegisterAccountNameSuccess': 'Name Registered',
  'title.OnRampProviders': 'Buy Crypto',
  'title.OnRampTokenSelect': 'Select Token',
  'title.OnRampFiatSelect': 'Select Currency',
  'title.Networks': 'Choose Network',
  'title.UnsupportedChain': 'Switch Network',
  'title.SwitchNetwork': 'Switch Network',
  'title.SwitchActiveChain': 'Switch Chain',
  'title.ConnectingExternal': 'Connecting',
  'title.ConnectingWalletConnect': 'WalletConnect',
  'title.ConnectingMultiChain': 'Select Chain',
  'title.ConnectingSocial': 'Social Login',
  'title.ConnectingFarcaster': 'Farcaster',
  'title.EmailLogin': 'Confirm Email',
  'title.UpdateEmailWallet': 'Edit Email',
  'title.UpdateEmailPrimaryOtp': 'Confirm Current Email',
  'title.UpdateEmailSecondaryOtp': 'Confirm New Email',
  'title.ProfileWallets': 'Connected Wallets',
  'title.UsageExceeded': 'Usage Exceeded',
  'title.SIWXSignMessage': 'Sign In',
  'title.DataCapture': 'Your Email',
  'title.ApproveTransaction': 'Approve Request',

  // Words several views share.
  'common.tryAgain': 'Try again',
  'common.cancel': 'Cancel',
  'common.edit': 'Edit',
  'common.done': 'Done',
  'common.amount': 'Amount',
  'common.to': 'To',
  'common.from': 'From',
  'common.youReceive': 'You receive',
  'common.networkFee': 'Network fee',
  'common.quoting': 'Quoting…',
  'common.copyAddress': 'Copy address',
  'common.copyLink': 'Copy link',
  'common.scanQr': 'Scan this QR code with your phone',
  'common.thisApp': 'This app',
  'common.verifying': 'Verifying…',
  'common.enterCode': 'Enter the code we sent to {email}',
  'common.resendCode': 'Resend code',
  'common.resendCodeIn': 'Resend code in {n}s',
  'common.switchTo': 'Switch to {name}',

  // Views opened without what they need, and the way back.
  'outOfContext.back': 'Back',
  'outOfContext.goToAccount': 'Go to Account',
  'outOfContext.goToConnect': 'Go to Connect',
  'outOfContext.noAccount': 'No wallet is connected: connect one first.',

  // Connect, ConnectWallets and the wallet lists.
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.legalAgree': 'I agree to the {terms} and {privacy}',
  'connect.legalRequired': 'Tick the box above to choose a wallet',
  'connect.allWallets': 'All wallets',
  'connect.walletCount': '{n}+',
  'connect.tagInstalled': 'Installed',
  'connect.tagRecent': 'Recent',
  'connect.tagFeatured': 'Featured',
  'email.label': 'Email',
  'email.placeholder': 'Email',
  'email.continue': 'Continue',

  // AllWallets.
  'allWallets.search': 'Search wallet',
  'allWallets.searching': 'Searching…',
  'allWallets.found': '{n} found',
  'allWallets.count': '{n} wallets',

  // Account and its tabs.
  'account.send': 'Send',
  'account.buy': 'Buy',
  'account.swap': 'Swap',
  'account.receive': 'Receive',
  'account.network': 'Network',
  'account.chooseName': 'Choose a name',
  'account.tabs': 'Account',
  'account.tabTokens': 'Tokens',
  'account.tabActivity': 'Activity',
  'account.connectedWallets': 'Connected wallets',
  'account.disconnect': 'Disconnect',
  'account.updateEmail': 'Update email',
  'title.Passkeys': 'Passkeys',
  'title.ExportKeys': 'Export Keys',
  'title.Sessions': 'Signed-in Devices',
  'title.PasskeyLogin': 'Passkey Sign-in',
  'connect.passkey': 'Sign in with a passkey',
  'account.passkeys': 'Passkeys',
  'account.exportKeys': 'Export keys',
  'account.sessions': 'Signed-in devices',
  'embedded.frameTitle': '{page}, on the secure wallet site',
  'embedded.missing':
    '{reason}: log in with your email or a social account, then open this from Account.',
  'tokens.loading': 'Loading tokens…',
  'tokens.empty': 'No tokens yet',
  'tokens.unreadable': 'Some balances could not be read and are not shown',
  'activity.loading': 'Loading activity…',
  'activity.loadingMore': 'Loading more…',
  'activity.evmOnly': 'Activity is shown for EVM accounts only',
  'activity.empty': 'No activity yet',
  'activity.failed': 'Failed',
  'activity.from': 'From {name}',
  'activity.to': 'To {name}',
  'activity.nft': 'NFT',
  'activity.send': 'Sent',
  'activity.receive': 'Received',
  'activity.trade': 'Swapped',
  'activity.approve': 'Approved',
  'activity.mint': 'Minted',
  'activity.burn': 'Burned',
  'activity.deposit': 'Deposited',
  'activity.withdraw': 'Withdrew',
  'activity.execute': 'Executed',
  'activity.deploy': 'Deployed',

  // Networks, UnsupportedChain, SwitchNetwork, SwitchActiveChain.
  'networks.current': 'Current',
  'networks.approveInWallet': 'Approve in your wallet…',
  'networks.switching': 'Switching to {name}: approve it in your wallet',
  'networks.switched': 'Switched to {name}',
  'unsupportedChain.message':
    'This app doesn’t support your current network. Switch to an available option to continue.',
  'switchNetwork.theNetwork': 'the network',
  'switchNetwork.waiting': 'Waiting for your wallet…',
  'switchNetwork.approve': 'Approve the network switch in your wallet.',
  'switchNetwork.switch': 'Switch network',
  'switchNetwork.missing': 'No network was chosen to switch to: pick one in Networks.',
  'switchActiveChain.thisNetwork': 'this network',
  'switchActiveChain.message':
    'The connected wallet does not support {name}. Connect a wallet that does.',
  'switchActiveChain.connect': 'Connect wallet',

  // The Connecting* views.
  'connecting.declined': 'Connection declined',
  'connecting.continueIn': 'Continue in {name}',
  'connecting.yourWallet': 'your wallet',
  'connecting.acceptRequest': 'Accept the connection request in the wallet',
  'connecting.noWallet': 'No wallet was chosen: pick one in Connect.',
  'connecting.theLogin': 'the login',
  'connecting.signInWindow': 'Sign in in the window that opened',
  'connecting.noProvider': 'No login provider was chosen: pick one in Connect.',
  'connecting.wallet': 'Wallet',
  'connecting.selectChain': 'Select a chain to connect {name}',
  'connecting.noMultiChain':
    'No wallet installed here connects to several chains: pick a wallet in Connect.',
  'farcaster.qr': 'QR code to sign in with Farcaster',
  'farcaster.preparing': 'Preparing the Farcaster login…',
  'walletConnect.qr': 'QR code to connect {name}',
  'walletConnect.aWallet': 'a wallet',
  'walletConnect.preparing': 'Preparing the connection…',
  'walletConnect.openMobile': 'Open mobile app',
  'walletConnect.openDesktop': 'Open desktop app',
  'walletConnect.openWeb': 'Open web app',
  'walletConnect.get': 'Get {name}',
  'walletConnect.openAgain': 'Open {name} again',

  // EmailLogin and the email change.
  'emailLogin.approveLink': 'Approve the login from the link sent to {email}',
  'emailLogin.missing': 'No email to send a code to: enter your email in Connect first.',
  'otp.label': 'One-time code',
  'otp.digit': 'Digit {n}',
  'updateEmail.intro':
    'Your email is {email}. Enter the new email: a code goes to each address to confirm the change.',
  'updateEmail.sending': 'Sending the code…',
  'updateEmail.missing': '{reason}: log in with your email, then use Update email in Account.',
  'updateEmail.updated': 'Email updated to {email}',

  // DataCapture, SIWXSignMessage, ApproveTransaction, UsageExceeded.
  'dataCapture.message': '{app} asks for your email address before you sign in.',
  'siwx.message': '{app} wants you to sign a message to prove you own this wallet.',
  'siwx.cancelDisconnects': 'Cancelling will disconnect you.',
  'siwx.messageLabel': 'Message to sign',
  'siwx.preparing': 'Preparing the message…',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Signing…',
  'siwx.notOn': 'Sign-in with the wallet (SIWX) is not on for this app.',
  'siwx.noWallet': 'No wallet is connected: the sign-in message names its address.',
  'approve.heading': 'Approve the request in your wallet',
  'approve.waiting': 'The app is waiting for your wallet’s answer.',
  'approve.batch': 'Approve these {total} calls at once',
  'usage.heading': 'Usage limit reached',
  'usage.message':
    'This app has used all the connections its plan allows for now. Please try again later or contact the app’s team.',

  // ProfileWallets and Receive.
  'profileWallets.empty': 'No wallet connected yet.',
  'profileWallets.active': 'Active',
  'profileWallets.switch': 'Switch',
  'receive.qr': 'QR code of the address {address}',
  'receive.networks': 'Only send assets on these networks to this address:',

  // Send.
  'send.token': 'Token',
  'send.max': 'Max',
  'send.receiver': 'Receiver (address or name)',
  'send.resolving': 'Resolving…',
  'send.resolvesTo': '{name} resolves to {address}',
  'send.send': 'Send',
  'send.estimating': 'Estimating the fee…',
  'send.preview': 'Preview',
  'send.sent': 'Sent',

  // The progress and outcome of a transaction (Send, Swap).
  'title.CallsStatus': 'Batch progress',
  'calls.call': 'Call {number}',
  'calls.state': 'State',
  'calls.method': 'Method',
  'calls.approval': 'Allows {spender} to spend {amount}',
  'calls.queued': 'Queued',
  'calls.waiting': 'Waiting for your wallet',
  'calls.submitted': 'Submitted',
  'calls.confirmed': 'Confirmed',
  'calls.reverted': 'Reverted',
  'calls.rejected': 'Refused in the wallet',
  'calls.failed': 'Failed',
  'calls.notSent': 'Not sent',
  'calls.interrupted': 'Unknown (the page was left)',
  'calls.underWay': 'Sending the calls one by one: {done} of {total} confirmed',
  'calls.allThrough': 'All {total} calls went through',
  'calls.stopped':
    '{done} of {total} calls went through; the batch stopped and the rest were not sent',
  'outcome.confirmStep': 'Confirm in your wallet',
  'outcome.submittedStep': 'Submitted',
  'outcome.receiptStep': 'Waiting for the receipt',
  'outcome.progress': 'Progress',
  'outcome.transaction': 'Transaction',
  'outcome.opensExplorer': '(opens the explorer)',
  'outcome.waitingWallet': 'Waiting for your wallet',
  'outcome.submitted': 'Transaction submitted',

  // Swap.
  'swap.paid': 'Paid',
  'swap.receivedQuoted': 'Received (quoted)',
  'swap.swapped': 'Swapped',
  'swap.balance': 'Balance: {amount}',
  'swap.switchTokens': 'Switch tokens',
  'swap.priceImpact': 'Price impact',
  'swap.slippage': 'Slippage tolerance',
  'swap.gasPrice': 'Gas price',
  'swap.approveAndSwap': 'Approve {symbol} and swap',
  'swap.swap': 'Swap',
  'swap.chooseToken': 'Choose a token',

  // RegisterAccountName and RegisterAccountNameSuccess.
  'names.name': 'Name',
  'names.rule': 'Letters, digits and hyphens, 4 or more',
  'names.checking': 'Checking…',
  'names.available': 'Available',
  'names.taken': 'This name is taken',
  'names.suggestions': 'Suggestions',
  'names.waiting': 'Waiting for the signature…',
  'names.register': 'Register',
  'nameSuccess.heading': 'Name registered',
  'nameSuccess.pointsTo': 'Points to',
  'nameSuccess.signed': 'Signed',
  'nameSuccess.signedWhat': 'A message in your wallet, no transaction or fee',
  'nameSuccess.backToAccount': 'Back to account',

  // The on-ramp views.
  'onRamp.buy': 'Buy {symbol}',
  'onRamp.payIn': 'Pay in {currency}',
  'onRamp.amountToPay': 'Amount to pay ({currency})',
  'onRamp.limit': 'Between {min} and {max} {currency} by {method}',
  'onRamp.methodCard': 'card',
  'onRamp.total': 'Total',
  'onRamp.providers': 'Providers',

  // The end of a network switch and of a purchase (their success views).
  'networkSwitched.network': 'Network',
  'networkSwitched.chainId': 'Chain ID',
  'networkSwitched.account': 'Account',
  'purchase.payStep': 'Pay in the provider’s window',
  'purchase.tokensStep': 'Tokens on their way to your wallet',
  'purchase.finish': 'Finish the purchase in the {name} window',
  'purchase.waitingTokens': 'Waiting for the tokens',
  'purchase.complete': 'Purchase complete',
  'purchase.received': 'Received',
  'purchase.provider': 'Provider',
  'purchase.changeOrder': 'Change the order',

  // Toasts.
  'toast.copied': 'Copied',
  'toast.copyFailed': 'Could not copy',
  'toast.authenticating': 'Authenticating...',
  'toast.signingFailed': 'Error signing message',
  'toast.authInitFailed': 'A problem occurred while trying initialize authentication',
  'toast.sessionEnded': 'This session was ended from Account: sign in again',
  'toast.fetchTransactionsFailed': 'Failed to fetch transactions',
  'toast.tokenBalanceUnavailable': 'Token Balance Unavailable',

  // The coded errors' display messages (spec §8), by code.
  'error.APKT001': 'Network Not Found',
  'error.APKT002': 'Invalid App Configuration',
  'error.APKT003': 'Network Error: Wallet Load Failed',
  'error.APKT004': 'Wallet Request Timeout',
  'error.APKT005': 'Unverified Domain',
  'error.APKT006': 'Session Expired',
  'error.APKT007': 'Invalid Project ID',
  'error.APKT008': 'Project ID Missing',
  'error.APKT009': 'Server Error',
  'error.APKT010': 'Rate Limited',
  'error.APKTW001': 'Inactive Namespace Not Connected',
  'error.APKTW002': 'Invalid Email Address',

  // The other errors a visitor can see (spec §5 and §8, then Portico's own).
  'error.frameLoadFailed': 'Unable to load email login dependency',
  'error.frameDefault': 'An error occurred',
  'error.requestAborted': 'Request was aborted',
  'error.somethingWentWrong': 'Something went wrong',
  'error.tryAgainAfter': 'Please try again after {n} seconds',
  'error.invalidEmail': 'Please enter a valid email address',
  'error.amountAndReceiver': 'An amount and receiver address are required',
  'error.tokenRequired': 'A token is required',
  'error.unsupportedChain': 'Unsupported chain',
  'error.userRejected': 'User rejected the request',
  'error.httpStatus': 'HTTP status code: {status}',
  'error.unknown': 'Unknown error',
  'error.insufficientLiquidity': 'Insufficient liquidity',
  'error.gasPriceUnsupported': 'Network not supported for Gas Price',
  'error.swapsUnsupported': 'Network not supported for Swaps',
  'error.resolveName': 'Error resolving name',
  'error.nameSuggestions': 'Error fetching name suggestions',
  'error.namesForAddress': 'Error fetching names for address',
  'error.registerName': 'Error registering name {name}',
  'error.networkNotFound': 'Network not found',
  'error.addressOrAuth': 'Address or auth connector not found',
  'error.siwxNotEnabled': 'SIWX is not enabled',
  'error.modalClosed': 'Modal closed',
  'error.connectionRejected': 'Connection rejected',
  'error.popupClosed': 'Popup closed',
  'error.connectFailed': 'Failed to connect',
  'error.socialNotStarted': 'Failed to initiate social connection',
  'error.farcasterFailed': 'Failed to connect to farcaster',
  'error.noAuthConnector': 'No auth connector found',
  'error.notAuthConnected': 'Not connected to email or social',
  'error.disconnectFailed': 'Failed to disconnect',
  'error.providerNotFound': 'Provider not found',
  'error.adapterNotFound': 'Adapter not found',
  'error.multiWalletDisabled':
    'Multi-wallet is not enabled: disconnect the connected wallet to use another one',
  'error.insufficientBalance': 'Insufficient balance',
  'error.quoteExpired': 'The quote expired. Check the new quote and swap again.',
  'error.noAccount': 'No connected account',
  'error.noOnRampProvider': 'No on-ramp provider selected',
  'error.requestCancelled': 'The request was cancelled',
  'error.reverted': 'The transaction was reverted on the network',
  'error.networkDown':
    'The network is not answering, so the transaction could not be completed. Try again once it is back.',
  'error.sendUnknown':
    'The network did not answer, so it is not known whether the transaction was sent. Nothing was sent again: try again once the network is back.',
  'error.receiptUnknown':
    'The transaction was sent, but the network did not answer with its status. Try again to check it.',
  'error.needsSecureSite': 'Email login needs a secure site',
  'error.popupBlocked': 'The checkout window was blocked: allow pop-ups and try again',
  'error.nothingArrived': 'The {name} window was closed and no tokens arrived',
  'error.walletAnswerLost':
    "Your wallet's answer did not arrive. It may still have signed or sent the request: check your wallet before trying again.",
} as const

/** One key of the catalogue. */
export type MessageKey = keyof typeof en

/** A whole locale: every key, each a string (a locale file `satisfies Messages`). */
export type Messages = { readonly [Key in MessageKey]: string }

export default en satisfies Messages
