import type { OperationEntry } from '../../generated/operation-entry.js'
import { ClientError } from './client-error.js'

export interface MatchedOperation {
  operation: OperationEntry
  pathParams: Record<string, string>
}

function decodeParameter(name: string, raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw new ClientError(`Malformed percent-escape in path parameter ${name}`)
  }
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Finds the operation that serves a method and path, and reads its path parameters; a malformed
 * escape in one is the client's mistake (ClientError, a 400).
 */
export function createOperationMatcher(
  operations: Readonly<Record<string, OperationEntry>>,
): (method: string, pathname: string) => MatchedOperation | null {
  const routes = Object.values(operations).map((operation) => {
    const names: string[] = []
    const pattern = operation.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1]
        if (name === undefined) return escape(part)
        names.push(name)
        return '([^/]+)'
      })
      .join('')
    return { operation, names, regex: new RegExp(`^${pattern}$`) }
  })
  return (method, pathname) => {
    for (const { operation, names, regex } of routes) {
      if (operation.method !== method.toLowerCase()) continue
      const found = regex.exec(pathname)
      if (!found) continue
      const pathParams = Object.fromEntries(
        names.map((name, i) => [name, decodeParameter(name, found[i + 1] ?? '')]),
      )
      return { operation, pathParams }
    }
    return null
  }
}
