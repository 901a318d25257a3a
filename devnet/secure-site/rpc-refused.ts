/** A JSON-RPC failure the caller should see as is (a refused method, bad input, a node error). */
export class RpcRefused extends Error {}
