export { PorticoModal } from './PorticoModal.js'
