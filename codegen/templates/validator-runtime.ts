import Schema from 'typebox/schema'

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
 * A validator for the schema at `ref` inside `root`. It compiles on first use, so importing a
 * module of validators costs nothing until a value is checked.
 */
export function compileValidator<T>(name: string, root: object, ref: string): Validator<T> {
  let compiled: Schema.Validator | undefined
  const validator = (): Schema.Validator => (compiled ??= Schema.Compile({ ...root, $ref: ref }))
  return {
    name,
    check: (value: unknown): value is T => validator().Check(value),
    errors: (value: unknown) => {
      const [valid, errors] = validator().Errors(value)
      if (valid) return []
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
