import type { SpecReply, SpecRequest } from '../../devnet/http/api-contract.js'
import { listen } from '../../devnet/http/listen.js'
import { createSpecListener } from '../../devnet/http/spec-listener.js'
import { apis, type ApiName } from './contract-sources.js'
import { readRecorded, type RecordedResponse } from './recorded.js'

export interface RecordedServer {
  url: string
  /** Every request the server received, after validation against the spec. */
  requests: SpecRequest[]
  /** Serve this recorded file (its path under recorded/) for its operation from now on. */
  serve: (file: string) => RecordedResponse
  close: () => Promise<void>
}

const toReply = (recorded: RecordedResponse): SpecReply =>
  recorded.bodyBase64 !== undefined
    ? {
        status: recorded.status,
        bytes: Buffer.from(recorded.bodyBase64, 'base64'),
        contentType: recorded.contentType,
      }
    : { status: recorded.status, body: recorded.body }

/**
 * A real HTTP server on 127.0.0.1 that serves an API's recorded payloads: by default the first
 * valid 2xx case of each operation. Requests are validated against the spec like the devnet does.
 */
export async function startRecordedServer(source: ApiName): Promise<RecordedServer> {
  const cases = readRecorded().responses.filter((r) => r.source === source)
  const serving = new Map<string, RecordedResponse>()
  for (const recorded of cases) {
    if (recorded.valid && recorded.status < 300 && !serving.has(recorded.operationId)) {
      serving.set(recorded.operationId, recorded)
    }
  }
  const requests: SpecRequest[] = []
  const handlers = Object.fromEntries(
    Object.keys(apis[source].operations).map((operationId) => [
      operationId,
      (request: SpecRequest): SpecReply => {
        requests.push(request)
        const recorded = serving.get(operationId)
        return recorded
          ? toReply(recorded)
          : { status: 501, body: { message: `nothing recorded for ${operationId}` } }
      },
    ]),
  )
  const server = await listen(
    `${source} recorded server`,
    0,
    createSpecListener(apis[source], handlers, { checkReplies: false }),
  )
  return {
    url: server.url,
    requests,
    serve: (file) => {
      const recorded = cases.find((r) => r.file === file)
      if (!recorded) throw new Error(`no recorded file ${file}`)
      serving.set(recorded.operationId, recorded)
      return recorded
    },
    close: server.close,
  }
}
