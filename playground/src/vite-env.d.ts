/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The devnet tools server (devnet/tools); empty when the playground runs without it. */
  readonly VITE_DEVNET_TOOLS: string
}
