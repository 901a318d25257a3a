import type { OperationEntry } from './templates/operation-entry.js'

const hasBinaryReply = ({ responses }: OperationEntry): boolean =>
  Object.values(responses).some((entry) => entry.schema === null && entry.contentTypes.length > 0)

const hasNoContentReply = ({ responses }: OperationEntry): boolean =>
  Object.entries(responses).some(
    ([status, entry]) => status.startsWith('2') && entry.contentTypes.length === 0,
  )

/**
 * One typed method per operation, named by its operationId, over an openapi-fetch client that
 * `client()` resolves (loaded with the first call, so openapi-fetch stays out of the first load).
 * Each call goes through `settle`, which the hand-written client supplies (validation, errors).
 */
export function emitClient(operations: Record<string, OperationEntry>): string {
  const methods = Object.values(operations).map((operation) => {
    const { operationId, method, path } = operation
    const verb = method.toUpperCase()
    const settle = hasNoContentReply(operation) ? 'settleOptional' : 'settle'
    // Images come back as blobs; openapi-fetch would otherwise parse them as JSON.
    const init = hasBinaryReply(operation) ? `{ parseAs: 'blob', ...init }` : 'init'
    return [
      `    ${operationId}: (...[init]: Args<${JSON.stringify(path)}, ${JSON.stringify(method)}>) =>`,
      `      ${settle}(${JSON.stringify(operationId)}, client().then((fetcher) => fetcher.${verb}(${JSON.stringify(path)}, ${init}))),`,
    ].join('\n')
  })
  return [
    `import type { Client, MaybeOptionalInit } from 'openapi-fetch'`,
    `import type { ClientPaths, Settle, SettleOptional } from '../client-runtime.js'`,
    `import type { paths as specPaths } from './types.js'`,
    '',
    `/** The paths without projectId, st and sv: the client's middleware adds them. */`,
    `export type paths = ClientPaths<specPaths>`,
    '',
    `type Init<P extends keyof paths, M extends keyof paths[P] & string> = MaybeOptionalInit<paths[P], M>`,
    `/** The init argument is optional when the operation has no required parameter or body. */`,
    `type Args<P extends keyof paths, M extends keyof paths[P] & string> = undefined extends Init<P, M> ? [init?: Init<P, M>] : [init: Init<P, M>]`,
    '',
    `/** One function per operation on the given openapi-fetch client, each reply settled (validated, or the spec's error). */`,
    `export function bindOperations(client: () => Promise<Client<paths>>, settle: Settle, settleOptional: SettleOptional) {`,
    `  return {`,
    ...methods,
    `  }`,
    `}`,
    '',
  ].join('\n')
}
