import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { isRecord } from '../../src/utils/is-record.js'
import type { ApiName } from './contract-sources.js'

export const recordedDir = new URL('./recorded/', import.meta.url).pathname

export interface RecordedRequest {
  path?: Record<string, unknown>
  query?: Record<string, unknown>
  body?: unknown
}

export interface RecordedResponse {
  kind: 'response'
  file: string
  source: ApiName
  operationId: string
  status: number
  valid: boolean
  description: string
  request: RecordedRequest
  body?: unknown
  contentType?: string
  bodyBase64?: string
}

export interface RecordedFrameEvent {
  kind: 'frame-event'
  file: string
  valid: boolean
  description: string
  event: unknown
}

function readCase(file: string): RecordedResponse | RecordedFrameEvent {
  const name = relative(recordedDir, file)
  const [source] = name.split('/')
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
  if (!isRecord(data) || typeof data.valid !== 'boolean' || typeof data.description !== 'string') {
    throw new Error(`${name}: a recorded case needs valid (boolean) and description (string)`)
  }
  const { valid, description } = data
  if (data.kind === 'frame-event' && source === 'frame-messages') {
    return { kind: 'frame-event', file: name, valid, description, event: data.event }
  }
  if (
    data.kind === 'response' &&
    (source === 'blockchain-api' || source === 'project-api' || source === 'secure-site-api')
  ) {
    const { operationId, status, request } = data
    if (typeof operationId !== 'string' || typeof status !== 'number' || !isRecord(request)) {
      throw new Error(`${name}: a recorded response needs operationId, status and request`)
    }
    const part = (key: string): Record<string, unknown> | undefined => {
      const value = request[key]
      return isRecord(value) ? value : undefined
    }
    return {
      kind: 'response',
      file: name,
      source,
      operationId,
      status,
      valid,
      description,
      request: { path: part('path'), query: part('query'), body: request.body },
      body: data.body,
      contentType: typeof data.contentType === 'string' ? data.contentType : undefined,
      bodyBase64: typeof data.bodyBase64 === 'string' ? data.bodyBase64 : undefined,
    }
  }
  throw new Error(`${name}: kind must be 'response' (under an API folder) or 'frame-event'`)
}

/** Every recorded case under test/contract/recorded, read and checked for shape. */
export function readRecorded(): {
  responses: RecordedResponse[]
  frameEvents: RecordedFrameEvent[]
} {
  const files = readdirSync(recordedDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  const cases = files.map(readCase)
  return {
    responses: cases.filter((c): c is RecordedResponse => c.kind === 'response'),
    frameEvents: cases.filter((c): c is RecordedFrameEvent => c.kind === 'frame-event'),
  }
}
