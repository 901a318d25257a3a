import { describe, expect, it } from 'vitest'
import type { ApiReportResult } from '../../../../scripts/api-report/api-reports.js'
import { undocumentedNames } from '../../../../scripts/api-report/undocumented.js'

const result = (
  importPath: string,
  undocumented: ApiReportResult['undocumented'],
): ApiReportResult => ({
  entry: { importPath, types: 'dist/src/index.d.ts', reportName: 'portico' },
  changed: false,
  undocumented,
  problems: [],
})

describe('undocumentedNames', () => {
  it('lists each public name without TSDoc once, with its entry and declaration, wherever it is declared', () => {
    const missing = (name: string, file: string, line: number) => ({
      text: `Missing documentation for "${name}".`,
      file,
      line,
    })
    const names = undocumentedNames([
      result('portico', [
        missing('getAccount', 'dist/src/headless/account.d.ts', 3),
        missing('Portico', 'dist/src/create-portico.d.ts', 40),
        missing('kinds', 'dist/src/wiring/connector-kinds.d.ts', 7),
        missing('injected', 'dist/src/connectors/injected.d.ts', 2),
      ]),
      result('portico/clients', [
        missing('paths', 'dist/generated/blockchain-api/types.d.ts', 1),
        missing('paths', 'dist/generated/blockchain-api/types.d.ts', 1),
      ]),
    ])
    expect(names).toEqual([
      'portico: "getAccount" (dist/src/headless/account.d.ts:3)',
      'portico: "Portico" (dist/src/create-portico.d.ts:40)',
      'portico: "kinds" (dist/src/wiring/connector-kinds.d.ts:7)',
      'portico: "injected" (dist/src/connectors/injected.d.ts:2)',
      'portico/clients: "paths" (dist/generated/blockchain-api/types.d.ts:1)',
    ])
  })
})
