import type { ApiName } from '../app/route.js'
import { isRecord } from '../../../src/utils/is-record.js'
import { recordedFilesOf } from '../shared/recorded-files.js'
import type { PrepareStep } from './prepare-step.js'

export interface RecordedRequest {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

/**
 * A request that can prefill an operation's form: built from the devnet's state (it answers with
 * `status`), or a recorded reply's (captured from the real service: recorded-only, since the
 * devnet may answer it otherwise).
 */
export interface OperationExample {
  /** The picker's value: `devnet:<n>` or the recorded file's name. */
  file: string
  origin: 'devnet' | 'recorded'
  status: number
  description: string
  request: RecordedRequest
  /** A call the example needs fired first, each time it is fired. */
  prepare?: PrepareStep
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
      origin: 'recorded',
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

/** The case a form starts from: the first devnet example, else the first recorded success. */
export const defaultExample = (
  examples: readonly OperationExample[],
): OperationExample | undefined =>
  examples.find((example) => example.origin === 'devnet') ??
  examples.find((example) => example.status < 300) ??
  examples[0]

/** How the picker names an example: a status the devnet answers, or recorded-only. */
export const exampleLabel = (example: OperationExample): string =>
  example.origin === 'devnet'
    ? `${String(example.status)} · ${example.description} (devnet)`
    : `recorded-only · ${String(example.status)} · ${example.description} (${example.file})`
