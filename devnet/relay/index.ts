export { startRelay, type RelayOptions, type RelayStats, type RunningRelay } from './server.js'
export { RELAY_METHODS } from './methods.js'
