export { startRelay, type RunningRelay } from './server.js'
