// viem's SIWE builder alone, for siwx-message.ts to load on demand. Imported dynamically as a whole,
// 'viem/siwe' would bring its verifier too (viem's call machinery, secp256k1: about 12 KB gzipped
// more in lazy chunks); a static named import here lets the bundler keep only the builder.
export { createSiweMessage } from 'viem/siwe'
