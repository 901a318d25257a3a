import { SUPPORTED_NAMESPACES } from '../../core/constants.js'

export type NamespaceFeature = keyof typeof SUPPORTED_NAMESPACES

/** Whether a feature is served for a chain namespace (spec section 9: evm and solana, or evm only). */
export const isNamespaceSupported = (feature: NamespaceFeature, namespace: string): boolean =>
  SUPPORTED_NAMESPACES[feature].some((supported) => supported === namespace)
