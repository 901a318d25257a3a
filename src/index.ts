// The package's main entry (`portico`): one instance per app, the public state types of its
// controllers, and the coded errors a host app may catch. The typed API clients are `portico/clients`.
export { createPortico } from './instance/create-instance.js'
export type { CreatePorticoOptions, PorticoWindow } from './create-portico.js'
export type {
  Portico,
  PorticoLazyFeature,
  PorticoModalState,
  PorticoSiwxSession,
} from './instance/public-portico.js'
export type { AnalyticsOptions } from './wiring/analytics-consent.js'
export type { RequestGateState } from './wiring/request-gate.js'
export type { PorticoOptions, Features, DappMetadata, SiwxConfig } from './controllers/options.js'
export type { ApiUrls } from './wiring/api-clients.js'
export type { NamespaceProviders, ProviderNamespace } from './core/namespace-provider.js'
export type { Eip1193Provider, Eip1193RequestArguments } from './connectors/injected.js'
export type { PorticoSolanaSigner } from './connectors/solana-signers.js'
export type { StandardWallet } from './connectors/wallet-standard.js'
export type { SecureSiteOptions } from './wiring/auth/auth-wiring.js'
export type { Store } from './core/store.js'
export { SHIPPED_LOCALES, type LocaleTag } from './i18n/shipped-locales.js'
export type { Messages, MessageKey } from './i18n/locales/en.js'
export { defineCaipNetwork } from './core/caip-network.js'
export type { CaipNetwork, CaipNetworkDefinition } from './core/caip-network.js'
export type { Connector, ConnectorType, ConnectorStatus, Connection } from './core/connector.js'
export type { ConnectionStatus } from './core/connection-status.js'

export type { AccountRecord, AccountControllerState, AccountType } from './controllers/account.js'
export type { AlertState, AlertVariant } from './controllers/alert.js'
export type { AccountBalances, BalancesState, TokenBalance } from './controllers/balances.js'
export type { ChainState, NetworkState } from './controllers/chain.js'
export type { ConnectionsState } from './controllers/connections.js'
export type { ConnectorsState, WalletGroup } from './controllers/connectors.js'
export type { EventsState, TrackEvent } from './controllers/events.js'
export type { LocaleState } from './controllers/locale.js'
export type { ModalState } from './controllers/modal.js'
export type { NamesState, NameEntry } from './controllers/names.js'
export type { OnRampState, OnRampProvider, OnRampQuote } from './controllers/onramp.js'
export type { PlanState, PlanLimits } from './controllers/plan.js'
export type { RouterState, View, TransactionStackEntry } from './controllers/router.js'
export type { SendState } from './controllers/send.js'
export type { SiwxState, SiwxStatus } from './controllers/siwx.js'
export { createLocalSiwxConfig, type LocalSiwxOptions } from './wiring/siwx/local-siwx-config.js'
export { verifySiwxSession } from './core/siwx-verify.js'
export {
  verifySolanaMessageSignature,
  type SolanaMessageSignature,
} from './core/solana-message-signature.js'
export type { ApprovalCallbacks } from './wiring/wallet/wallet-approval.js'
export type { SnackState, SnackVariant } from './controllers/snack.js'
export type { SwapState } from './controllers/swap.js'
export type { ThemeState, ThemeMode, ThemeVariables } from './controllers/theme.js'
export type { TransactionsState, Transaction } from './controllers/transactions.js'
export type { WalletsState, WalletListing } from './controllers/wallets.js'

export { PorticoError, type PorticoErrorOptions } from './core/portico-error.js'
export { UserRejectedRequestError } from './core/user-rejected-request-error.js'
export { ProviderRpcError, PROVIDER_ERROR_CODES } from './core/provider-rpc-error.js'
export { AuthSessionEndedError } from './core/auth-session-ended.js'
export { CODED_ERRORS, PorticoCodedError, SdkError, codedError } from './core/errors.js'
export type { CodedErrorCode, CodedErrorKey, CodedErrorInfo } from './core/errors.js'
export { CONNECTION_ERRORS, ConnectionError } from './core/connection-errors.js'
export { FRAME_ERRORS } from './frame/frame-errors.js'
export { ContractViolationError } from './clients/contract-violation-error.js'
export { HttpStatusError } from './clients/http-status-error.js'
export { RequestValidationError } from './clients/request-validation-error.js'

// Headless: framework-free functions for an app's own connect UI (Vue, Svelte, vanilla).
export { getAccount, watchAccount, type PorticoAccount } from './headless/account.js'
export { connect } from './headless/connect.js'
export type { ConnectOptions } from './headless/connect-target.js'
export { sendEmailCode, verifyEmailCode, type EmailCodeStep } from './headless/email-login.js'
export { searchWallets, type WalletSearch } from './headless/search-wallets.js'
export type { WalletSearchPage } from './headless/search-page.js'
export { disconnect, signMessage, switchNetwork } from './headless/wallet-calls.js'
export type { WalletEntry } from './headless/wallet-entry.js'
export { getWalletList } from './headless/wallet-list.js'
export type { WalletList, WalletListGroup } from './headless/wallet-list-groups.js'
export {
  getWalletConnectUri,
  watchWalletConnectUri,
  type WalletConnectPairing,
} from './headless/walletconnect-uri.js'
