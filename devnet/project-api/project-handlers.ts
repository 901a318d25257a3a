import { parameterValidators, type components } from '../../generated/project-api/index.js'
import type { SpecHandler, SpecReply } from '../http/api-contract.js'
import type { ProjectStore } from './project-store.js'
import { queryWallets } from './wallet-query.js'
import type { WalletListing } from './wallet-registry.js'

type Schemas = components['schemas']

const ok = (body: unknown): SpecReply => ({ status: 200, body })

/** The project's configuration, limits, origins and analytics switch, read from its store. */
export function createProjectHandlers(store: ProjectStore, registry: readonly WalletListing[]) {
  return {
    getProjectConfig: () => {
      const reply: Schemas['GetProjectConfigResponse'] = { features: store.get().features }
      return ok(reply)
    },
    getProjectLimits: () => {
      const reply: Schemas['GetProjectLimitsResponse'] = { planLimits: store.get().planLimits }
      return ok(reply)
    },
    getAllowedOrigins: () => {
      const reply: Schemas['GetAllowedOriginsResponse'] = {
        allowedOrigins: store.get().allowedOrigins,
      }
      return ok(reply)
    },
    getAnalyticsConfig: () => {
      const reply: Schemas['GetAnalyticsConfigResponse'] = {
        isAnalyticsEnabled: store.get().isAnalyticsEnabled,
      }
      return ok(reply)
    },
    getWallets: ({ query }) =>
      parameterValidators['getWallets.query'].check(query)
        ? ok(queryWallets(registry, query))
        : { status: 400, body: { message: 'Invalid query' } },
  } satisfies Record<string, SpecHandler>
}
