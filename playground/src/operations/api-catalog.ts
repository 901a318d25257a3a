import * as blockchainApi from '../../../generated/blockchain-api/index.js'
import type { OperationEntry } from '../../../generated/operation-entry.js'
import * as projectApi from '../../../generated/project-api/index.js'
import type { ApiName } from '../app/route.js'

export interface ApiDescription {
  name: ApiName
  title: string
  operations: readonly OperationEntry[]
  /** components/schemas, to resolve the parameters' $refs. */
  schemas: Readonly<Record<string, unknown>>
}

export interface TagGroup {
  tag: string
  operations: readonly OperationEntry[]
}

/** Both OpenAPI documents, straight from the generated operations tables. */
export const apis: readonly ApiDescription[] = [
  {
    name: 'blockchain-api',
    title: 'Blockchain API',
    operations: Object.values<OperationEntry>(blockchainApi.operations),
    schemas: blockchainApi.schemas,
  },
  {
    name: 'project-api',
    title: 'Project API',
    operations: Object.values<OperationEntry>(projectApi.operations),
    schemas: projectApi.schemas,
  },
]

export const apiNamed = (name: ApiName): ApiDescription | undefined =>
  apis.find((api) => api.name === name)

/** An API's operations by tag, tags in the order the document first uses them. */
export function tagGroups(operations: readonly OperationEntry[]): TagGroup[] {
  const groups = new Map<string, OperationEntry[]>()
  for (const operation of operations) {
    const group = groups.get(operation.tag) ?? []
    group.push(operation)
    groups.set(operation.tag, group)
  }
  return [...groups].map(([tag, members]) => ({ tag, operations: members }))
}
