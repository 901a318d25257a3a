/**
 * Keeps the pinned WalletConnect client (2.21.8) off the Verify and pulse hosts: in a page it
 * loads a verify.walletconnect.org iframe before each proposal and request, and no option turns
 * that off, but its internal test flag does (devnet/relay/README.md, "Keeping every call on
 * 127.0.0.1"). Imported first by main.tsx, so it is set before any WalletConnect code loads.
 * The page has no `process` of its own (Vite does not define one), so a small one is made; and
 * with the flag on, the sign engine reads `global.Linking` (React Native), so `global` must exist.
 */
Reflect.set(window, 'process', { env: { IS_VITEST: 'true' } })
if (!('global' in window)) Reflect.set(window, 'global', window)

export {}
