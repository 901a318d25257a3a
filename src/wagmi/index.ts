// `portico/wagmi`: Portico as a wagmi connector. It needs @wagmi/core (an optional peer
// dependency), so it is an entry of its own: a host that never imports it never loads it.
export { porticoConnector } from './portico-connector.js'
