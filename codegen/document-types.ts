import { isRecord } from '../src/utils/is-record.js'
import type { OpenApiDocument } from './load-specs.js'

/** TSDoc for the names openapi-typescript declares once per document. */
const ROOT_DOCS: Readonly<Record<string, string>> = {
  paths:
    "The contract's HTTP paths (none for the frame messages): per path and method, its parameters, request body and replies.",
  webhooks: 'The webhooks the contract declares (none).',
  components: "The contract's reusable parts: its schemas and parameters.",
  $defs: 'JSON Schema definitions outside components (none).',
  operations: 'Every operation by its operationId: parameters, request body and replies.',
}

/** TSDoc for the members of `components`. */
const COMPONENT_DOCS: Readonly<Record<string, string>> = {
  schemas: "The contract's schemas, by name.",
  responses: 'Reusable replies (none).',
  parameters: 'Reusable parameters, by name, if any.',
  requestBodies: 'Reusable request bodies (none).',
  headers: 'Reusable headers (none).',
  pathItems: 'Reusable path items (none).',
}

const textOf = (value: unknown, key: string): string | undefined => {
  const found = isRecord(value) ? value[key] : undefined
  return typeof found === 'string' && found.trim() !== '' ? found.trim() : undefined
}

/** A TSDoc block at the indentation given; `*\/` inside the text cannot end it early. */
function tsdoc(text: string, indent = ''): string[] {
  const lines = text.replaceAll('*/', '*\\/').split('\n')
  if (lines.length === 1) return [`${indent}/** ${lines[0] ?? ''} */`]
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`.trimEnd()), `${indent} */`]
}

/** The summary (else description) of a path's first operation. */
function pathDoc(document: OpenApiDocument, path: string): string | undefined {
  const item = document.paths[path]
  if (!item) return undefined
  for (const operation of Object.values(item)) {
    const text = textOf(operation, 'summary') ?? textOf(operation, 'description')
    if (text) return `\`${path}\`: ${text}`
  }
  return undefined
}

/** An operation's summary (else description), by its operationId. */
function operationDoc(document: OpenApiDocument, operationId: string): string | undefined {
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      if (textOf(operation, 'operationId') === operationId) {
        return textOf(operation, 'summary') ?? textOf(operation, 'description')
      }
    }
  }
  return undefined
}

/** The description (else title) of a component: `schemas` or `parameters`. */
function componentDoc(
  document: OpenApiDocument,
  kind: 'schemas' | 'parameters',
  name: string,
): string | undefined {
  const component = document.components?.[kind]?.[name]
  return textOf(component, 'description') ?? textOf(component, 'title')
}

const ROOT = /^export (?:interface|type) (\$?\w+)\b/
const ALIAS = /^export type (\w+) = components\['(schemas|parameters)'\]\['([^']+)'\];$/
const MEMBER = /^ {4}("?)([^"\s][^"]*?)\1\??: /

/**
 * Puts a TSDoc comment on every exported name openapi-typescript leaves bare (the root
 * interfaces, their top members, and one alias per schema and parameter), from the contract's own
 * summaries and descriptions, so nothing public in `portico/clients` is undocumented. A name the
 * contract does not describe fails the generation: the description belongs in the spec.
 */
export function documentTypes(source: string, document: OpenApiDocument, specPath: string): string {
  const out: string[] = []
  let root: string | undefined
  const missing: string[] = []
  const add = (text: string | undefined, what: string, indent = ''): void => {
    if (text === undefined) missing.push(what)
    else out.push(...tsdoc(text, indent))
  }
  for (const line of source.split('\n')) {
    const alias = ALIAS.exec(line)
    const rootName = ROOT.exec(line)?.[1]
    const member = root === undefined ? undefined : MEMBER.exec(line)?.[2]
    const documented = out.at(-1)?.trimEnd().endsWith('*/') ?? false
    if (alias) {
      const [, name = '', kind = 'schemas', component = ''] = alias
      const isSchema = kind === 'schemas'
      add(
        componentDoc(document, isSchema ? 'schemas' : 'parameters', component),
        `${name} (components.${kind}.${component})`,
      )
    } else if (rootName !== undefined) {
      add(ROOT_DOCS[rootName], `export ${rootName}`)
      root = line.endsWith('{') ? rootName : undefined
    } else if (member !== undefined && !documented) {
      if (root === 'paths') add(pathDoc(document, member), `path ${member}`, '    ')
      if (root === 'components') add(COMPONENT_DOCS[member], `components.${member}`, '    ')
      if (root === 'operations') add(operationDoc(document, member), `operation ${member}`, '    ')
    }
    if (line === '}') root = undefined
    out.push(line)
  }
  if (missing.length > 0) {
    throw new Error(`${specPath}: give these a summary or description: ${missing.join(', ')}`)
  }
  return out.join('\n')
}
