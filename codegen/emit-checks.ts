import { Code } from 'typebox/compile'
import * as Format from 'typebox/format'
import * as CheckRuntime from './templates/check-runtime.js'

/** One schema to check: the key it is exported under and its JSON pointer inside the root. */
export interface CheckEntry {
  key: string
  ref: string
}

/** Where a generated module (one folder below generated/) finds the check runtime. */
const CHECK_RUNTIME = '../check-runtime.js'

/** Whether the check runtime (codegen/templates/check-runtime.ts) exports a function by this name. */
const inCheckRuntime = (name: string): boolean =>
  typeof Reflect.get(CheckRuntime, name) === 'function'

/**
 * The source of an external value a check uses: typebox hands patterns out as RegExp objects and
 * formats as its own format functions, which the module takes from the check runtime by name.
 */
const sourceOf = (value: unknown, runtime: Set<string>): string => {
  if (value instanceof RegExp) return value.toString()
  if (
    typeof value === 'function' &&
    Reflect.get(Format, value.name) === value &&
    inCheckRuntime(value.name)
  ) {
    runtime.add(value.name)
    return value.name
  }
  throw new Error(`codegen: a check needs an external value codegen cannot write: ${String(value)}`)
}

/**
 * A statement with typebox's runtime calls (`Guard.CodePointCount(...)`) turned into calls of the
 * check runtime's functions, so that no check imports typebox (see the runtime's header).
 */
function withoutTypeboxRuntime(statement: string, runtime: Set<string>): string {
  const rewritten = statement.replace(/\b(?:Guard|Hashing)\.(\w+)\(/g, (call, name: string) => {
    if (!inCheckRuntime(name)) {
      throw new Error(
        `codegen: a check calls typebox's ${call.slice(0, -1)}, not in the check runtime`,
      )
    }
    runtime.add(name)
    return `${name}(`
  })
  return rewritten
}

/** typebox's standalone code for every entry, as lines of one module, with each entry's function. */
function buildChecks(root: object, entries: readonly CheckEntry[]) {
  const { Code: code, External: external } = Code({
    ...root,
    anyOf: entries.map(({ ref }) => ({ $ref: ref })),
  })
  const runtime = new Set<string>()
  const statements: string[] = []
  let branches: string[] = []
  // typebox's own imports (`Guard`, `Hashing`) are dropped: the calls are rewritten below.
  for (const statement of code.split('\n')) {
    if (statement.startsWith('const check_0 = ')) {
      branches = [...statement.matchAll(/\b(check_\d+)\(value\)/g)].map((match) => match[1] ?? '')
    } else if (statement.startsWith('const ')) {
      statements.push(withoutTypeboxRuntime(statement, runtime))
    }
  }
  if (branches.length !== entries.length) {
    throw new Error(
      `codegen: expected ${String(entries.length)} branch checks, typebox built ${String(branches.length)}`,
    )
  }
  // One constant per external value, not typebox's one array: a bundler then keeps only the
  // patterns and formats of the checks a module really uses (a guard imported alone at start-up
  // does not bring every schema's patterns and the format functions with it).
  const externals = external.variables.map((value) => sourceOf(value, runtime))
  const externalName = (index: string) => `${external.identifier}_${index}`
  const indexed = new RegExp(`\\b${external.identifier}\\[(\\d+)\\]`, 'g')
  const body = [
    ...externals.map((source, index) => `const ${externalName(String(index))} = ${source}`),
    ...statements.map((statement) =>
      statement.replace(indexed, (_match, index: string) => externalName(index)),
    ),
  ]
  const imports =
    runtime.size > 0 ? [`import { ${[...runtime].sort().join(', ')} } from "${CHECK_RUNTIME}"`] : []
  return { imports, body, branches }
}

/**
 * A module of standalone checks, `check<index>` for entries[index], compiled now so that the
 * browser never compiles a schema (no `Function`, so it runs under a Content-Security-Policy
 * without 'unsafe-eval'). All entries are built as the branches of one `anyOf`, so a schema they
 * share becomes one function, not one copy per entry; the root's first function calls the branch
 * functions in entry order, which is how each entry finds its function. typebox emits untyped
 * JavaScript, hence the module-level @ts-nocheck; the validators module gives each check its type.
 */
export function emitChecks(root: object, entries: readonly CheckEntry[]): string {
  const { imports, body, branches } = buildChecks(root, entries)
  const exports = branches.map((name, index) => `export const check${String(index)} = ${name}`)
  return ['// @ts-nocheck', ...imports, '', ...body, '', ...exports, ''].join('\n')
}

/**
 * One type guard per schema (`is<Name>`) over its own copy of the compiled checks: what code that
 * only asks "does it match" imports at start-up. A copy, not an import of the checks module, so
 * that a bundler never puts the checks the lazily loaded validators use into the first load.
 */
export function emitGuards(root: object, entries: readonly CheckEntry[]): string {
  const { imports, body, branches } = buildChecks(root, entries)
  const guards = branches.map((name, index) => {
    const key = JSON.stringify(entries[index]?.key ?? '')
    return `export const is${entries[index]?.key ?? ''} = (value: unknown): value is components['schemas'][${key}] => ${name}(value)`
  })
  return [
    '// @ts-nocheck',
    ...imports,
    `import type { components } from './types.js'`,
    '',
    ...body,
    '',
    ...guards,
    '',
  ].join('\n')
}
