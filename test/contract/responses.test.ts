import { describe, expect, it } from 'vitest'
import { operationsOf, validatorsOf } from './contract-sources.js'
import { readRecorded, type RecordedResponse } from './recorded.js'
import { responseEntry } from '../../src/clients/response-entry.js'

const { responses } = readRecorded()

function checkBody(recorded: RecordedResponse): string[] {
  const operation = operationsOf(recorded.source).find(
    (o) => o.operationId === recorded.operationId,
  )
  const entry = operation && responseEntry(operation, recorded.status)
  if (!entry) return [`${recorded.operationId} declares no ${recorded.status} response`]
  if (entry.contentTypes.length === 0) {
    return recorded.body === undefined ? [] : ['a reply without content must have no body']
  }
  if (entry.schema === null) {
    return recorded.contentType &&
      entry.contentTypes.includes(recorded.contentType) &&
      recorded.bodyBase64
      ? []
      : [`binary reply needs one of ${entry.contentTypes.join(', ')} and bodyBase64`]
  }
  const validator = validatorsOf(recorded.source).schemas[entry.schema]
  if (!validator) return [`no validator for ${entry.schema}`]
  return validator.errors(recorded.body).map(({ path, message }) => `${path} ${message}`)
}

describe('recorded replies against their response schemas', () => {
  for (const recorded of responses) {
    it(`${recorded.file}: ${recorded.valid ? 'accepted' : 'rejected'} (${recorded.description})`, () => {
      const problems = checkBody(recorded)
      if (recorded.valid) expect(problems).toEqual([])
      else expect(problems.length).toBeGreaterThan(0)
    })
  }
})

describe('recorded requests against their parameter and body schemas', () => {
  for (const recorded of responses.filter((r) => r.valid)) {
    it(`${recorded.file}: its request is valid`, () => {
      const operation = operationsOf(recorded.source).find(
        (o) => o.operationId === recorded.operationId,
      )
      expect(operation).toBeDefined()
      const problems: string[] = []
      for (const location of ['path', 'query'] as const) {
        const validator = validatorsOf(recorded.source).parameters[
          `${recorded.operationId}.${location}`
        ]
        const common =
          location === 'query' ? { projectId: 'recorded', st: 'portico', sv: 'portico-0.1.0' } : {}
        const value = { ...common, ...recorded.request[location] }
        if (validator)
          problems.push(...validator.errors(value).map((i) => `${location}${i.path} ${i.message}`))
        else if (Object.keys(recorded.request[location] ?? {}).length > 0)
          problems.push(`${location}: none declared`)
      }
      const bodySchema = operation?.requestBody?.schema
      if (bodySchema) {
        const validator = validatorsOf(recorded.source).schemas[bodySchema]
        problems.push(
          ...(
            validator?.errors(recorded.request.body) ?? [{ path: '', message: 'no validator' }]
          ).map((i) => `body${i.path} ${i.message}`),
        )
      }
      expect(problems).toEqual([])
    })
  }
})
