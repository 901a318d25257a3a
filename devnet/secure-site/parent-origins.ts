/** Loopback origins on any port: where the devnet playground and test pages run. */
export const DEFAULT_PARENT_ORIGINS = ['http://127.0.0.1:*', 'http://localhost:*'] as const
