import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBlockchainApiClient } from '../../../src/clients/blockchain-api-client.js'
import { ContractViolationError } from '../../../src/clients/contract-violation-error.js'
import { HttpStatusError } from '../../../src/clients/http-status-error.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'
import { apiNames, operationsOf, validatorsOf, type ApiName } from '../contract-sources.js'
import { readRecorded, type RecordedResponse } from '../recorded.js'
import { startRecordedServer, type RecordedServer } from '../recorded-server.js'
import { operationRules } from './operation-rules.js'

const recorded = readRecorded().responses
const projectId = 'contract-test-project'

const clientFor = (source: ApiName, baseUrl: string) =>
  source === 'blockchain-api'
    ? createBlockchainApiClient({ baseUrl, projectId })
    : createProjectApiClient({ baseUrl, projectId })

/** The recorded request without the parameters the client adds itself. */
const addedByClient = new Set(['projectId', 'st', 'sv'])
const initOf = ({ request }: RecordedResponse) => ({
  path: request.path,
  query: Object.fromEntries(
    Object.entries(request.query ?? {}).filter(([name]) => !addedByClient.has(name)),
  ),
  body: request.body,
})

describe.each(apiNames)('%s client against recorded payloads on a real server', (source) => {
  let server: RecordedServer
  let client: ReturnType<typeof clientFor>
  beforeAll(async () => {
    server = await startRecordedServer(source)
    client = clientFor(source, server.url)
  })
  afterAll(() => server.close())

  for (const operation of operationsOf(source)) {
    const success = recorded.find(
      (r) =>
        r.source === source && r.operationId === operation.operationId && r.valid && r.status < 300,
    )
    const rule = operationRules[operation.operationId] ?? '[CALL-29]'
    it(`${rule} [CALL-29] ${operation.method.toUpperCase()} ${operation.path} (${operation.operationId}) answers its validated reply, with projectId, st and sv added`, async () => {
      expect(success).toBeDefined()
      if (!success) return
      server.serve(success.file)
      const before = server.requests.length
      const result = await client.call(operation.operationId, initOf(success))
      if (success.bodyBase64 !== undefined) {
        expect(result).toBeInstanceOf(Blob)
        expect(
          Buffer.from(
            await new Response(result instanceof Blob ? result : null).arrayBuffer(),
          ).toString('base64'),
        ).toBe(success.bodyBase64)
      } else {
        expect(result).toEqual(success.body)
      }
      const request = server.requests[before]
      expect(request?.operationId).toBe(operation.operationId)
      expect(request?.query).toMatchObject({ projectId, st: 'portico' })
      expect(String(request?.query.sv)).toMatch(/^portico-js-/)
    })
  }

  const invalid = recorded.filter((r) => r.source === source && !r.valid)
  for (const broken of invalid) {
    it(`${broken.file}: an invalid reply becomes a typed error naming the operation and the first failing path`, async () => {
      const served = server.serve(broken.file)
      const issues =
        served.body === undefined
          ? []
          : (() => {
              const operation = operationsOf(source).find(
                (o) => o.operationId === served.operationId,
              )
              const schema = operation?.responses[String(served.status)]?.schema
              return schema ? (validatorsOf(source).schemas[schema]?.errors(served.body) ?? []) : []
            })()
      const outcome = await client
        .call(
          served.operationId,
          initOf(recorded.find((r) => r.operationId === served.operationId && r.valid) ?? served),
        )
        .then(
          () => null,
          (error: unknown) => error,
        )
      if (served.status < 300) {
        expect(outcome).toBeInstanceOf(ContractViolationError)
        expect(outcome).toMatchObject({ operationId: served.operationId, path: issues[0]?.path })
      } else {
        // a broken error reply still raises the status, and its body is not passed on
        expect(outcome).toBeInstanceOf(HttpStatusError)
        expect(outcome).toMatchObject({ status: served.status, body: undefined })
        expect(outcome instanceof HttpStatusError && outcome.cause).toBeInstanceOf(
          ContractViolationError,
        )
      }
    })
  }
})
