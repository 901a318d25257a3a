// The package's main entry (`portico`): one instance per app, the types its public surface names,
// and the coded errors a host app may catch. The typed API clients are `portico/clients`.
export { createPortico } from './instance/create-instance.js'
export type { CreatePorticoOptions, PorticoWindow } from './create-portico.js'
export type {
  Portico,
  PorticoLazyFeature,
  PorticoModalState,
  PorticoSiwxSession,
} from './instance/public-portico.js'
export type { AnalyticsOptions } from './wiring/analytics-consent.js'
export type { ApiUrls } from './wiring/api-clients.js'
export type { NamespaceProviders, ProviderNamespace } from './core/namespace-provider.js'
export type { Eip1193Provider, Eip1193RequestArguments } from './connectors/injected.js'
export type { PorticoSolanaSigner } from './connectors/solana-signers.js'
export type { StandardWallet } from './connectors/wallet-standard.js'
export type { SecureSiteOptions } from './wiring/auth/auth-wiring.js'
export { SHIPPED_LOCALES, type LocaleTag } from './i18n/shipped-locales.js'
export type { Messages, MessageKey } from './i18n/locales/en.js'
export { defineCaipNetwork } from './core/caip-network.js'
export type { CaipNetwork, CaipNetworkDefinition } from './core/caip-network.js'
export type { Connector, ConnectorType, ConnectorStatus, Connection } from './core/connector.js'
export type { ConnectionStatus } from './core/connection-status.js'

export type { AccountType } from './controllers/account.js'
export type { TrackEvent } from './controllers/events.js'
export type { View } from './controllers/router.js'
export type { PorticoOptions, Features, DappMetadata, SiwxConfig } from './controllers/options.js'
export type { OnRampProvider } from './controllers/onramp.js'
export type { SiwxStatus } from './controllers/siwx.js'
export type { WalletGroup } from './controllers/connectors.js'
export type { WalletListing } from './controllers/wallets.js'
export { createLocalSiwxConfig, type LocalSiwxOptions } from './wiring/siwx/local-siwx-config.js'
export { verifySiwxSession } from './core/siwx-verify.js'
export {
  verifySolanaMessageSignature,
  type SolanaMessageSignature,
} from './core/solana-message-signature.js'
export type { ThemeMode, ThemeVariables } from './controllers/theme.js'

export { PorticoError, type PorticoErrorOptions } from './core/portico-error.js'
export { UserRejectedRequestError } from './core/user-rejected-request-error.js'
export { ProviderRpcError, PROVIDER_ERROR_CODES } from './core/provider-rpc-error.js'
export { AuthSessionEndedError } from './core/auth-session-ended.js'
export {
  WalletAnswerLostError,
  type WalletAnswerLostReason,
} from './core/wallet-answer-lost-error.js'
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
