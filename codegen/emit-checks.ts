import { Code } from 'typebox/compile'
import * as Format from 'typebox/format'
import * as CheckRuntime from './templates/check-runtime.js'

/** One schema to check: the key it is exported under and its JSON pointer inside the root. */
export interface CheckEntry {
  key: string
  ref: string
  /** The type the entry's guard `is<key>` narrows to; an entry without one gets no guard. */
  guard?: string
}

/** Where a check module (generated/<api>/checks/) finds the check runtime. */
const CHECK_RUNTIME = '../../check-runtime.js'

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
  return statement.replace(/\b(?:Guard|Hashing)\.(\w+)\(/g, (call, name: string) => {
    if (!inCheckRuntime(name)) {
      throw new Error(
        `codegen: a check calls typebox's ${call.slice(0, -1)}, not in the check runtime`,
      )
    }
    runtime.add(name)
    return `${name}(`
  })
}

/** One entry's compiled check: its function and what the function needs around it. */
interface CompiledCheck {
  entry: CheckEntry
  /** typebox's name for the function (`check_12`), which the module exports. */
  name: string
  /** The constants (patterns, formats) the function reads, then the function itself. */
  body: string[]
  /** The check runtime's functions it calls. */
  runtime: Set<string>
  /** The other entries' functions it calls, by typebox name. */
  calls: string[]
}

/**
 * typebox's standalone code for every entry, split into one compiled check per entry. All entries
 * are built as the branches of one `anyOf`, so a schema they share becomes one function, not one
 * per entry; the root's first function calls the branch functions in entry order, which is how
 * each entry finds its function.
 */
function compileChecks(root: object, entries: readonly CheckEntry[]): CompiledCheck[] {
  const { Code: code, External: external } = Code({
    ...root,
    anyOf: entries.map(({ ref }) => ({ $ref: ref })),
  })
  const functions = new Map<string, string>()
  let branches: string[] = []
  // typebox's own imports (`Guard`, `Hashing`) are dropped: the calls are rewritten below.
  for (const statement of code.split('\n')) {
    const name = /^const (check_\d+) = /.exec(statement)?.[1]
    if (name === 'check_0') {
      branches = [...statement.matchAll(/\b(check_\d+)\(value\)/g)].map((match) => match[1] ?? '')
    } else if (name !== undefined) {
      functions.set(name, statement)
    } else if (statement.startsWith('const ')) {
      throw new Error(`codegen: typebox built a statement that is not a check: ${statement}`)
    }
  }
  if (branches.length !== entries.length || functions.size !== entries.length) {
    throw new Error(
      `codegen: expected one check per entry (${String(entries.length)}), typebox built ${String(functions.size)} for ${String(branches.length)} branches`,
    )
  }
  const indexed = new RegExp(`\\b${external.identifier}\\[(\\d+)\\]`, 'g')
  return branches.map((name, index) => {
    const entry = entries[index]
    const statement = functions.get(name)
    if (entry === undefined || statement === undefined) {
      throw new Error(`codegen: entry ${String(index)} has no check function ${name}`)
    }
    const runtime = new Set<string>()
    // One constant per external value, not typebox's one array, each in the module of the one
    // check that reads it.
    const constants = new Map<string, string>()
    const source = withoutTypeboxRuntime(statement, runtime).replace(
      indexed,
      (_match, position: string) => {
        const constant = `${external.identifier}_${position}`
        const value = sourceOf(external.variables[Number(position)], runtime)
        constants.set(constant, `const ${constant} = ${value}`)
        return constant
      },
    )
    const calls = [...new Set([...source.matchAll(/\b(check_\d+)\(/g)].map((m) => m[1] ?? ''))]
    return {
      entry,
      name,
      body: [...constants.values(), source],
      runtime,
      calls: calls.filter((call) => call !== name),
    }
  })
}

/** The file (inside generated/<api>/) of an entry's check module. */
const checkModuleFile = (key: string): string => `checks/${key}.ts`

/** An entry's check module: its function, imported from the modules of the checks it calls. */
function checkModule(check: CompiledCheck, moduleOf: Map<string, string>): string {
  const imports = check.calls.map((call) => {
    const key = moduleOf.get(call)
    if (key === undefined) throw new Error(`codegen: ${check.name} calls unknown ${call}`)
    return `import { ${call} } from "./${key}.js"`
  })
  if (check.runtime.size > 0) {
    imports.unshift(`import { ${[...check.runtime].sort().join(', ')} } from "${CHECK_RUNTIME}"`)
  }
  const { guard, key } = check.entry
  if (guard !== undefined) imports.push(`import type { components } from '../types.js'`)
  const exported =
    guard === undefined
      ? []
      : [`export const is${key} = (value: unknown): value is ${guard} => ${check.name}(value)`]
  return [
    '// @ts-nocheck',
    ...imports,
    '',
    ...check.body,
    '',
    `export { ${check.name} }`,
    ...exported,
    '',
  ].join('\n')
}

/**
 * The compiled checks of every entry, compiled now so that the browser never compiles a schema
 * (no `Function`, so it runs under a Content-Security-Policy without 'unsafe-eval'): one module
 * per entry (`checks/<key>.ts`, with the guard `is<key>` when the entry has a guard type), which
 * imports the checks it calls from their own modules, and `checks.ts`, which names each entry's
 * function `check<index>` for the validators. One module per entry is what keeps each check
 * written once and still lets a bundler that splits by module put into the first load only the
 * checks of the guards imported there (import a guard from its own module, never through a
 * module that imports them all), while the rest stay with the lazily loaded validators. typebox
 * emits untyped JavaScript, hence each module's @ts-nocheck; the validators give each check its
 * type.
 */
export function emitCheckModules(
  root: object,
  entries: readonly CheckEntry[],
): Map<string, string> {
  const checks = compileChecks(root, entries)
  const files = new Map<string, string>()
  const seen = new Set<string>()
  for (const { entry } of checks) {
    // One file per key, also where file names ignore case.
    if (!/^[\w.-]+$/.test(entry.key) || seen.has(entry.key.toLowerCase())) {
      throw new Error(`codegen: no check module file can be named after ${entry.key}`)
    }
    seen.add(entry.key.toLowerCase())
  }
  const moduleOf = new Map(checks.map(({ name, entry }) => [name, entry.key]))
  for (const check of checks) {
    files.set(checkModuleFile(check.entry.key), checkModule(check, moduleOf))
  }
  const index = checks.map(
    ({ name, entry }, position) =>
      `export { ${name} as check${String(position)} } from "./checks/${entry.key}.js"`,
  )
  files.set('checks.ts', [...index, ''].join('\n'))
  return files
}
