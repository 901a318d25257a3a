/** Default ports of the devnet services; each can be changed (0 picks a free port). */
export const DEFAULT_DEVNET_PORTS = {
  evmMainnet: 8545,
  evmBase: 8546,
  solana: 8899,
  blockchainApi: 4100,
  projectApi: 4200,
  relay: 4300,
  secureSite: 4400,
  mailbox: 4500,
  tools: 4600,
  playground: 5173,
} as const

export type DevnetService = keyof typeof DEFAULT_DEVNET_PORTS
export type DevnetPorts = Record<DevnetService, number>

/** Every service on a free port: for test devnets that run beside `npm start`'s. */
export const FREE_DEVNET_PORTS: DevnetPorts = {
  evmMainnet: 0,
  evmBase: 0,
  solana: 0,
  blockchainApi: 0,
  projectApi: 0,
  relay: 0,
  secureSite: 0,
  mailbox: 0,
  tools: 0,
  playground: 0,
}

/** Reads `name=port` pairs (the CLI's --port flags) over the defaults, refusing unknown names. */
export function parsePorts(pairs: readonly string[]): DevnetPorts {
  const ports: DevnetPorts = { ...DEFAULT_DEVNET_PORTS }
  const services = Object.keys(DEFAULT_DEVNET_PORTS)
  for (const pair of pairs) {
    const [name = '', value = ''] = pair.split('=')
    const port = Number(value)
    if (!services.includes(name))
      throw new Error(`Unknown service "${name}" in --port ${pair}; known: ${services.join(', ')}`)
    if (!Number.isInteger(port) || port < 0 || port > 65535)
      throw new Error(`Invalid port in --port ${pair}`)
    for (const service of services) if (service === name) Object.assign(ports, { [service]: port })
  }
  return ports
}
