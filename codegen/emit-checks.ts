import { Code } from 'typebox/compile'
import * as Format from 'typebox/format'

/** One schema to check: the key it is exported under and its JSON pointer inside the root. */
export interface CheckEntry {
  key: string
  ref: string
}

/**
 * The source of an external value a check uses: typebox hands patterns out as RegExp objects and
 * formats as its own format functions, which the module imports by name.
 */
const sourceOf = (ref: string, value: unknown, imports: string[]): string => {
  if (value instanceof RegExp) return value.toString()
  if (typeof value === 'function' && Reflect.get(Format, value.name) === value) {
    imports.push(`import { ${value.name} } from "typebox/format"`)
    return value.name
  }
  throw new Error(`codegen: ${ref} needs an external value codegen cannot write: ${String(value)}`)
}

const CHECK_EXPORT = /^export function Check\(value\) \{ ([\s\S]*) \}$/

/**
 * The standalone check typebox would otherwise build at run time with `new Function`, for one
 * schema, as statements of a shared module: its helper functions renamed `c<index>_<n>` so that
 * many checks live side by side, and its entry bound to `check<index>`.
 */
const checkStatements = (root: object, { ref }: CheckEntry, index: number) => {
  const { Code: code, External: external } = Code({ ...root, $ref: ref })
  const externals = `c${String(index)}_external`
  const imports: string[] = []
  const statements: string[] = []
  if (external.variables.length > 0) {
    const sources = external.variables.map((value) => sourceOf(ref, value, imports))
    statements.push(`const ${externals} = [${sources.join(', ')}]`)
  }
  for (const statement of code.split('\n')) {
    const renamed = statement
      .replace(/\bcheck_(\d+)\b/g, `c${String(index)}_$1`)
      .replace(new RegExp(`\\b${external.identifier}\\[`, 'g'), `${externals}[`)
    const entry = CHECK_EXPORT.exec(renamed)
    if (statement.startsWith('import ')) imports.push(statement)
    else if (entry)
      statements.push(`export const check${String(index)} = (value) => { ${entry[1] ?? ''} }`)
    else if (renamed.startsWith('const ')) statements.push(renamed)
  }
  return { imports, statements }
}

/**
 * A module of standalone checks, `check<index>` for entries[index], compiled now so that the
 * browser never compiles a schema (no `Function`, so it runs under a Content-Security-Policy
 * without 'unsafe-eval'). typebox emits untyped JavaScript, hence the module-level @ts-nocheck;
 * the validators module that imports these gives each its type.
 */
export function emitChecks(root: object, entries: readonly CheckEntry[]): string {
  const imports = new Set<string>()
  const statements: string[] = []
  entries.forEach((entry, index) => {
    const emitted = checkStatements(root, entry, index)
    for (const line of emitted.imports) imports.add(line)
    statements.push(...emitted.statements)
  })
  return ['// @ts-nocheck', ...[...imports].sort(), '', ...statements, ''].join('\n')
}
