/** The connection states of an account (spec §4), shared by the account state and storage. */
export const CONNECTION_STATUSES = ['disconnected', 'connecting', 'connected'] as const

/** An account's connection state: 'disconnected', 'connecting' or 'connected'. */
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

const statuses: readonly unknown[] = CONNECTION_STATUSES

export function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return statuses.includes(value)
}
