// What a public provider forwards: the standard namespaces, minus what needs keys on the node.
const PUBLIC_NAMESPACES = /^(eth|net|web3)_[A-Za-z0-9]+$/
const NODE_KEY_METHODS = new Set([
  'eth_sendTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

/**
 * Why the RPC proxy will not forward an EVM method, or undefined when it will. Node admin methods
 * (hardhat_*, evm_*, debug_*) stay on the chain's own devnet URL, where tests use them.
 */
export function proxyRefusal(method: string): string | undefined {
  if (PUBLIC_NAMESPACES.test(method) && !NODE_KEY_METHODS.has(method)) return undefined
  return `Method ${method} is not served by the RPC proxy: it forwards the standard eth_*, net_* and web3_* methods; node admin methods are on the chain's own devnet URL`
}
