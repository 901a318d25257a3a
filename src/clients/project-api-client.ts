import { bindOperations } from '../../generated/project-api/client.js'
import type { ClientConfig } from './client-config.js'
import { createApiClient } from './create-api-client.js'
import { createOriginsApi } from './project/origins-api.js'

/**
 * The Project API (config, limits, origins, wallets, images, analytics config): `operations` has
 * one typed, validated method per operation of specs/project-api.yaml.
 */
export function createProjectApiClient(config: ClientConfig) {
  const { methods: operations, call } = createApiClient(
    config,
    () => import('../../generated/project-api/index.js'),
    bindOperations,
  )
  return { operations, call, ...createOriginsApi(operations) }
}

/** The Project API's typed client: one function per operation, every reply validated. */
export type ProjectApiClient = ReturnType<typeof createProjectApiClient>
