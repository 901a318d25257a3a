import type { ApiReportResult } from './api-reports.js'

/**
 * The public names and members without TSDoc, as `portico/clients: "name" (dist/src/…d.ts:12)`,
 * once each. Every public name needs one.
 */
export function undocumentedNames(results: readonly ApiReportResult[]): string[] {
  const names = results.flatMap(({ entry, undocumented }) =>
    undocumented.map(({ text, file, line }) => {
      const name = text.replace(/^Missing documentation for /, '').replace(/\.$/, '')
      return `${entry.importPath}: ${name} (${file ?? '?'}:${String(line ?? '?')})`
    }),
  )
  return [...new Set(names)]
}
