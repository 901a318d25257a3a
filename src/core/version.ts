/** Portico's own version, sent as part of sv and in SYNC_DAPP_DATA. */
export const PORTICO_VERSION = '0.2.0'
