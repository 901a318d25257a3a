import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'
import { validators } from '../../generated/blockchain-api/validators.js'
import { ajvStandaloneModule, ajvValidators } from './ajv-validators.js'
import { bestOpsPerSecond } from './ops-per-second.js'
import { benchmarkPayloads } from './payloads.js'

export interface PayloadFigures {
  porticoOpsPerSecond: number
  ajvOpsPerSecond: number
  /** porticoOpsPerSecond / ajvOpsPerSecond */
  ratio: number
}

export interface Throughput {
  balance50: PayloadFigures
  history50: PayloadFigures
  /**
   * Portico under --disallow-code-generation-from-strings (a CSP without 'unsafe-eval'), where Ajv
   * cannot compile at all: against Ajv in normal mode, as the budget reads it, and against Ajv's
   * standalone output run in the same restricted process (which skips formats).
   */
  codeGenerationDisallowed: {
    balance50: PayloadFigures
    history50: PayloadFigures
    ajvStandaloneWithoutFormats: { balance50: PayloadFigures; history50: PayloadFigures }
  }
}

const figures = (portico: number, ajv: number): PayloadFigures => ({
  porticoOpsPerSecond: portico,
  ajvOpsPerSecond: ajv,
  ratio: Math.round((portico / ajv) * 100) / 100,
})

const pair = ([first, second]: number[]): [number, number] => [first ?? 0, second ?? 0]

const numberAt = (value: unknown, ...path: string[]): number => {
  const found = path.reduce<unknown>(
    (at, key) => (typeof at === 'object' && at !== null ? Reflect.get(at, key) : undefined),
    value,
  )
  if (typeof found !== 'number') throw new Error(`restricted run: no number at ${path.join('.')}`)
  return found
}

/** Portico's validators against Ajv 8 on a 50-token balance and a 50-transaction history reply. */
export function measureThroughput(): Throughput {
  const { balance, history } = benchmarkPayloads()
  const ajv = ajvValidators()
  const balance50 = figures(
    ...pair(
      bestOpsPerSecond([
        () => validators.BalanceResponse.check(balance),
        () => ajv.BalanceResponse(balance),
      ]),
    ),
  )
  const history50 = figures(
    ...pair(
      bestOpsPerSecond([
        () => validators.TransactionHistoryResponse.check(history),
        () => ajv.TransactionHistoryResponse(history),
      ]),
    ),
  )

  // Ajv's standalone module must resolve 'ajv' at run time, so it is written inside the repository.
  const cacheDir = join(repoRoot, 'node_modules', '.cache', 'portico-bench')
  mkdirSync(cacheDir, { recursive: true })
  const standaloneFile = join(cacheDir, 'ajv-standalone.mjs')
  writeFileSync(standaloneFile, ajvStandaloneModule())
  const child = spawnSync(
    process.execPath,
    [
      '--disallow-code-generation-from-strings',
      '--import',
      'tsx',
      join(repoRoot, 'bench', 'throughput', 'restricted-run.ts'),
      standaloneFile,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  )
  if (child.status !== 0) throw new Error(`restricted run failed:\n${child.stderr}`)
  const restricted: unknown = JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '')
  if (
    numberAt(restricted, 'portico', 'balance') <= 0 ||
    !Reflect.get(Object(restricted), 'evalRefused')
  ) {
    throw new Error('restricted run: code generation was not refused')
  }
  return {
    balance50,
    history50,
    codeGenerationDisallowed: {
      balance50: figures(numberAt(restricted, 'portico', 'balance'), balance50.ajvOpsPerSecond),
      history50: figures(numberAt(restricted, 'portico', 'history'), history50.ajvOpsPerSecond),
      ajvStandaloneWithoutFormats: {
        balance50: figures(
          numberAt(restricted, 'portico', 'balance'),
          numberAt(restricted, 'ajvStandalone', 'balance'),
        ),
        history50: figures(
          numberAt(restricted, 'portico', 'history'),
          numberAt(restricted, 'ajvStandalone', 'history'),
        ),
      },
    },
  }
}
