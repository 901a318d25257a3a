import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type UserConfig } from 'vite'
import { devnetWalletPlugin } from './devnet-wallet-plugin.js'
import { endpointsPlugin } from './endpoints-plugin.js'
import { recordedWatchPlugin } from './recorded-watch-plugin.js'

const playgroundRoot = fileURLToPath(new URL('.', import.meta.url))
const repoRoot = fileURLToPath(new URL('..', import.meta.url))

export interface PlaygroundConfigOptions {
  /** The devnet's endpoints file (type DevnetEndpoints in devnet/endpoints.ts). */
  endpointsFile: string
  /** The devnet tools server (devnet/tools); without it the Record action is off. */
  devnetToolsUrl?: string
  port?: number
}

/** The playground's Vite configuration, shared by `vite` on the command line and startPlayground. */
export function playgroundConfig(options: PlaygroundConfigOptions): UserConfig {
  return {
    root: playgroundRoot,
    cacheDir: join(repoRoot, 'node_modules', '.vite', 'playground'),
    clearScreen: false,
    plugins: [
      react(),
      endpointsPlugin(options.endpointsFile),
      devnetWalletPlugin(options.endpointsFile),
      recordedWatchPlugin(
        join(repoRoot, 'test', 'contract', 'recorded'),
        'src/shared/recorded-files.ts',
      ),
    ],
    define: {
      'import.meta.env.VITE_DEVNET_TOOLS': JSON.stringify(options.devnetToolsUrl ?? ''),
    },
    server: {
      host: '127.0.0.1',
      port: options.port ?? 5173,
      strictPort: true,
      // The devtools import src/, generated/ and the recorded payloads under test/contract/.
      fs: { allow: [repoRoot] },
      warmup: { clientFiles: ['./src/main.tsx'] },
    },
    // Listed so that no page load discovers them and reloads half-way: the lazily imported ones
    // (WalletConnect, Solana, SIWX) were found only when a test first opened their view, and the
    // reload navigated that test's page away.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-dev-runtime',
        'react-dom',
        'react-dom/client',
        'viem',
        'viem/siwe',
        'ox/AbiFunction',
        'ox/Address',
        'ox/Hex',
        '@noble/hashes/blake2',
        '@noble/hashes/sha3',
        '@noble/hashes/utils',
        '@solana/kit',
        '@wallet-standard/app',
        '@walletconnect/universal-provider',
        'typebox/schema',
        'openapi-fetch',
        'uqr',
        '@tanstack/react-virtual',
        'immer',
        '@wagmi/core',
      ],
    },
  }
}

export default defineConfig(
  playgroundConfig({
    endpointsFile:
      process.env.PORTICO_ENDPOINTS_FILE ?? join(repoRoot, '.devnet', 'endpoints.json'),
    devnetToolsUrl: process.env.VITE_DEVNET_TOOLS,
  }),
)
