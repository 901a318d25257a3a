/** The devnet tools server (devnet/tools), set through VITE_DEVNET_TOOLS; empty without it. */
export const devnetToolsUrl: string = import.meta.env.VITE_DEVNET_TOOLS
