import type { ApiReportResult } from './api-reports.js'

/**
 * The declarations whose TSDoc waits for issue 38, which is moving them (the connector interface:
 * src/connectors, src/wiring, src/create-portico.ts). Nothing else may stay undocumented.
 */
const TSDOC_WAITS_FOR_38: readonly string[] = [
  'dist/src/connectors/',
  'dist/src/wiring/',
  'dist/src/create-portico.d.ts',
]

const waits = (file: string | undefined): boolean =>
  file !== undefined && TSDOC_WAITS_FOR_38.some((start) => file.startsWith(start))

/**
 * The public names and members without TSDoc, outside the declarations that wait for 38, as
 * `portico/clients: "name" (dist/src/…d.ts:12)`, once each.
 */
export function undocumentedNames(results: readonly ApiReportResult[]): string[] {
  const names = results.flatMap(({ entry, undocumented }) =>
    undocumented
      .filter(({ file }) => !waits(file))
      .map(({ text, file, line }) => {
        const name = text.replace(/^Missing documentation for /, '').replace(/\.$/, '')
        return `${entry.importPath}: ${name} (${file ?? '?'}:${String(line ?? '?')})`
      }),
  )
  return [...new Set(names)]
}
