// Devnet plumbing, not part of a host app: keeps the pinned WalletConnect client off the Verify
// and pulse hosts as the playground does (playground/src/walletconnect-offline.ts says why), so
// the pages never reach for the internet and a pairing does not wait on an unreachable host.
Reflect.set(window, 'process', { env: { IS_VITEST: 'true' } })
if (!('global' in window)) Reflect.set(window, 'global', window)

export {}
