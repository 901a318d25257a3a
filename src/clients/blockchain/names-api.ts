import { isNamesApiError } from '../../../generated/blockchain-api/checks/NamesApiError.js'
import { HttpStatusError } from '../http-status-error.js'
import type { BlockchainOperations } from './blockchain-operations.js'

const API_VERSION = '2'

/** The first reason the names API gave, else the fallback (spec section 8, Names). */
function nameError(error: unknown, fallback: string): Error {
  const body = error instanceof HttpStatusError ? error.body : undefined
  const reason = isNamesApiError(body) ? body.reasons[0]?.description : undefined
  return new Error(reason ?? fallback, { cause: error })
}

const rethrowAs =
  (fallback: string) =>
  (error: unknown): never => {
    throw nameError(error, fallback)
  }

/** Account names: lookups with apiVersion 2 and the spec's error messages. */
export const createNamesApi = (operations: BlockchainOperations) => ({
  resolveName: (name: string) =>
    operations
      .getNameAccount({ params: { path: { name }, query: { apiVersion: API_VERSION } } })
      .catch(rethrowAs('Error resolving name')),

  getSuggestions: (name: string, zone: string) =>
    operations
      .getNameSuggestions({ params: { path: { name }, query: { zone } } })
      .catch(rethrowAs('Error fetching name suggestions')),

  getNamesForAddress: (address: string, sender?: string) =>
    operations
      .getNamesByAddress({
        params: { path: { address }, query: { apiVersion: API_VERSION, sender } },
      })
      .catch(rethrowAs('Error fetching names for address')),

  register: (name: string, body: Parameters<BlockchainOperations['registerName']>[0]['body']) =>
    operations.registerName({ body }).catch(rethrowAs(`Error registering name ${name}`)),
})

export type NamesApi = ReturnType<typeof createNamesApi>
