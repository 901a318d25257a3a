/**
 * A JSON-RPC failure the caller should see as is (a refused method, bad input, a node error),
 * with the EIP-1193 or EIP-5792 code the page should get when there is one.
 */
export class RpcRefused extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
  }
}
