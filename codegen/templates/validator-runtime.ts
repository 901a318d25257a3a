import { Errors } from 'typebox/schema'

/** One reason a value does not match its schema; `path` is a JSON pointer into the value. */
export interface ValidationIssue {
  path: string
  message: string
}

export interface Validator<T> {
  /** The schema's name, for error messages. */
  readonly name: string
  check: (value: unknown) => value is T
  /** Why the value fails, most useful first; empty when it is valid. */
  errors: (value: unknown) => ValidationIssue[]
}

const missingProperties = (params: object): string[] =>
  'requiredProperties' in params && Array.isArray(params.requiredProperties)
    ? params.requiredProperties.filter((name): name is string => typeof name === 'string')
    : []

/**
 * A validator whose check is code compiled by `npm run generate` (no `Function` at run time, so
 * it works under a Content-Security-Policy without 'unsafe-eval'). Only a failing value is walked
 * again, by typebox's interpreter over the schema at `ref` inside `root`, to say why.
 */
export function standaloneValidator<T>(
  name: string,
  check: (value: unknown) => boolean,
  root: object,
  ref: string,
): Validator<T> {
  return {
    name,
    check: (value: unknown): value is T => check(value),
    errors: (value: unknown) => {
      if (check(value)) return []
      const [valid, errors] = Errors({ ...root, $ref: ref }, value)
      if (valid) return [{ path: '/', message: 'does not match the schema' }]
      return errors.flatMap(({ instancePath, message, params }) => {
        const missing = missingProperties(params)
        // typebox words a forbidden extra property as a false schema; say what it means
        const said = message === 'schema is false' ? 'is not allowed' : message
        if (missing.length === 0) return [{ path: instancePath || '/', message: said }]
        return missing.map((property) => ({
          path: `${instancePath}/${property}`,
          message: 'is required',
        }))
      })
    },
  }
}
