import type { Client } from 'openapi-fetch'
import type { Settle, SettleOptional } from '../../generated/client-runtime.js'
import type { Validator } from '../../generated/validator-runtime.js'
import { lazyController } from '../core/lazy-controller.js'
import { commonQueryOf, type ClientConfig } from './client-config.js'
import { commonQueryMiddleware } from './common-query-middleware.js'
import { createSettle, type ClientContract } from './create-settle.js'
import { RequestValidationError } from './request-validation-error.js'

export interface ApiContract extends ClientContract {
  parameterValidators: Readonly<Record<string, Validator<unknown>>>
}

/** An operation's arguments when they are chosen at run time (the playground's forms). */
export interface DynamicInit {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/**
 * An openapi-fetch client for one API contract, with the common query middleware, bound to one
 * typed method per operation by the generated `bindOperations`; `call` runs any operation by id
 * after validating its arguments, so a malformed request is refused before anything is sent.
 */
export function createApiClient<Paths extends object, Methods extends object>(
  config: ClientConfig,
  loadContract: () => Promise<ApiContract>,
  bindOperations: (
    client: () => Promise<Client<Paths>>,
    settle: Settle,
    settleOptional: SettleOptional,
  ) => Methods,
) {
  const common = commonQueryOf(config)
  // openapi-fetch arrives with the first call (it costs the first load 2.5 KB gzipped).
  const { load: clientOnce } = lazyController<Client<Paths>>(() =>
    import('openapi-fetch').then(({ default: createClient }) => {
      const created = createClient<Paths>({
        baseUrl: config.baseUrl,
        fetch: config.fetch ?? ((request) => globalThis.fetch(request)),
      })
      created.use(commonQueryMiddleware(common))
      return created
    }),
  )
  // The contract (operations table, schemas, validators) arrives with the first reply to check,
  // so a page that has not called the API yet has not downloaded it.
  const { load: contractOnce } = lazyController(loadContract)
  const { settle, settleOptional } = createSettle(contractOnce)
  const methods = bindOperations(clientOnce, settle, settleOptional)

  const call = async (operationId: string, init: DynamicInit = {}): Promise<unknown> => {
    const { operations, parameterValidators, validators } = await contractOnce()
    const operation = operations[operationId]
    const method: unknown = Reflect.get(methods, operationId)
    if (!operation || typeof method !== 'function')
      throw new Error(`Unknown operation ${operationId}`)
    const checks: [string, Validator<unknown> | undefined, unknown][] = [
      ['path', parameterValidators[`${operationId}.path`], init.path ?? {}],
      ['query', parameterValidators[`${operationId}.query`], { ...common, ...init.query }],
      [
        'body',
        operation.requestBody?.schema ? validators[operation.requestBody.schema] : undefined,
        init.body,
      ],
    ]
    for (const [location, validator, value] of checks) {
      const [issue] = validator?.errors(value) ?? []
      if (issue) throw new RequestValidationError(operationId, location, issue.path, issue.message)
    }
    const params = { path: init.path, query: init.query }
    const result: unknown = await Reflect.apply(method, methods, [{ params, body: init.body }])
    return result
  }

  return { methods, call, contract: contractOnce }
}
