import type { OperationEntry } from '../../../generated/operation-entry.js'
import type { DevnetEndpoints } from '../devnet-config/parse-endpoints.js'
import type { ApiName } from '../app/route.js'

/** Where an operation is served: the analytics routes (/e, /batch) may run apart from the rest. */
export function serviceUrlOf(
  api: ApiName,
  operation: OperationEntry,
  endpoints: DevnetEndpoints,
): string {
  if (api === 'blockchain-api') return endpoints.blockchainApi
  return operation.tag === 'analytics' && endpoints.analytics
    ? endpoints.analytics
    : endpoints.projectApi
}
