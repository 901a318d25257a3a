import type { DynamicInit } from '../../../src/clients/create-api-client.js'
import type { RecordedRequest } from './operation-examples.js'
import type { FieldKind, ParameterField, ParameterLocation } from './parameter-fields.js'

/** What the form holds: text per field (so a malformed value can be typed and sent to validation). */
export interface FormValues {
  path: Record<string, string>
  query: Record<string, string>
  body: string
}

export const emptyFormValues = (): FormValues => ({ path: {}, query: {}, body: '' })

const textOf = (value: unknown): string =>
  value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value)

/** A recorded request as form text; values of parameters the form does not show are dropped. */
export function formValuesFrom(
  fields: readonly ParameterField[],
  request: RecordedRequest | undefined,
): FormValues {
  const values = emptyFormValues()
  for (const field of fields) {
    const value = request?.[field.location]?.[field.name]
    if (value !== undefined) values[field.location][field.name] = textOf(value)
  }
  if (request?.body !== undefined) values.body = JSON.stringify(request.body, null, 2)
  return values
}

const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

/**
 * Text to the value the field's type asks for. Text that does not convert is passed on as it is,
 * so the client's validation names the fault instead of the form hiding it.
 */
function valueOf(kind: FieldKind, text: string): unknown {
  switch (kind.kind) {
    case 'integer':
    case 'number':
      return NUMBER.test(text.trim()) ? Number(text) : text
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text
    case 'enum':
      return kind.options.find((option) => String(option) === text) ?? text
    case 'json':
      try {
        const parsed: unknown = JSON.parse(text)
        return parsed
      } catch {
        return text
      }
    case 'string':
      return text
  }
}

export type BuiltRequest = { ok: true; init: DynamicInit } | { ok: false; message: string }

/**
 * The call's arguments from the form: empty fields are left out, the body only when the operation
 * takes one, and a body that is not JSON stops the call.
 */
export function requestFrom(
  fields: readonly ParameterField[],
  values: FormValues,
  takesBody: boolean,
): BuiltRequest {
  const init: DynamicInit = {}
  const parts: Partial<Record<ParameterLocation, Record<string, unknown>>> = {}
  for (const field of fields) {
    const text = values[field.location][field.name] ?? ''
    if (text === '') continue
    const part = (parts[field.location] ??= {})
    part[field.name] = valueOf(field.kind, text)
  }
  if (parts.path) init.path = parts.path
  if (parts.query) init.query = parts.query
  if (takesBody && values.body.trim() !== '') {
    try {
      const body: unknown = JSON.parse(values.body)
      init.body = body
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      return { ok: false, message: `The body is not JSON: ${reason}` }
    }
  }
  return { ok: true, init }
}
