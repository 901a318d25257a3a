import type { ApiName } from '../app/route.js'
import { isRecord } from '../shared/is-record.js'
import { recordedFilesOf } from '../shared/recorded-files.js'

export interface RecordedRequest {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/** A recorded reply whose request can prefill an operation's form. */
export interface OperationExample {
  file: string
  status: number
  description: string
  request: RecordedRequest
}

function exampleOf(file: string, data: unknown): OperationExample[] {
  if (!isRecord(data) || data.kind !== 'response' || data.valid !== true) return []
  const { status, description, request } = data
  if (typeof status !== 'number' || typeof description !== 'string' || !isRecord(request)) return []
  const part = (key: string) => {
    const value = request[key]
    return isRecord(value) ? value : undefined
  }
  return [
    {
      file,
      status,
      description,
      request: { path: part('path'), query: part('query'), body: request.body },
    },
  ]
}

/** The valid recorded cases of an operation (the invalid ones show bad replies, not requests). */
export async function loadOperationExamples(
  api: ApiName,
  operationId: string,
): Promise<OperationExample[]> {
  const files = recordedFilesOf(api, operationId)
  const loaded = await Promise.all(
    files.map(async (file) => exampleOf(file.name, await file.load())),
  )
  return loaded.flat()
}

/** The case a form starts from: the first success, else the first case. */
export const defaultExample = (
  examples: readonly OperationExample[],
): OperationExample | undefined => examples.find((example) => example.status < 300) ?? examples[0]
