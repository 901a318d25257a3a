import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import {
  CompilerState,
  Extractor,
  ExtractorConfig,
  ExtractorLogLevel,
  ExtractorMessageCategory,
  type ExtractorMessage,
} from '@microsoft/api-extractor'
import { repoRoot } from '../../codegen/repo-root.js'

/** One package entry ('portico/clients'), its declarations and its report's name. */
export interface ApiEntry {
  importPath: string
  /** The entry's .d.ts, relative to the package folder (package.json's exports). */
  types: string
  /** The report's file name without `.api.md`: 'portico', 'portico-clients'. */
  reportName: string
}

/** A public name or member without a TSDoc comment, and where it is declared. */
export interface UndocumentedName {
  /** API Extractor's text: 'Missing documentation for "name".' */
  text: string
  /** The declaration file, relative to the package folder ('dist/src/index.d.ts'). */
  file: string | undefined
  line: number | undefined
}

export interface ApiReportResult {
  entry: ApiEntry
  /** The declarations differ from the committed report (in check mode, nothing was written). */
  changed: boolean
  /** The exported names and members without a TSDoc comment (API Extractor's ae-undocumented). */
  undocumented: UndocumentedName[]
  /** Errors and warnings API Extractor raised, as text. */
  problems: string[]
}

/** The committed reports, one per entry of package.json's exports. */
export const apiReportFolder = join(repoRoot, 'api')

/** The entries package.json's exports declare, with their declaration files. */
export function apiEntries(packageFolder: string): ApiEntry[] {
  const manifest: unknown = JSON.parse(readFileSync(join(packageFolder, 'package.json'), 'utf8'))
  const exportsMap: unknown =
    typeof manifest === 'object' && manifest !== null ? Reflect.get(manifest, 'exports') : undefined
  if (typeof exportsMap !== 'object' || exportsMap === null) return []
  return Object.entries(exportsMap).flatMap(([key, target]: [string, unknown]) => {
    const types: unknown =
      typeof target === 'object' && target !== null ? Reflect.get(target, 'types') : undefined
    if (typeof types !== 'string') return []
    const subpath = key === '.' ? '' : key.slice(2)
    return [
      {
        importPath: subpath ? `portico/${subpath}` : 'portico',
        types,
        reportName: subpath ? `portico-${subpath.replaceAll('/', '-')}` : 'portico',
      },
    ]
  })
}

/**
 * Runs API Extractor on every entry of the built package in `packageFolder` (the repository,
 * after `npm run build`, or an unpacked tarball). `update` writes the reports into api/; without
 * it, a report that differs is reported as changed and api/ is left alone.
 */
export function extractApiReports(packageFolder: string, update: boolean): ApiReportResult[] {
  const configFile = join(repoRoot, 'api-extractor.json')
  const temp = mkdtempSync(join(tmpdir(), 'portico-api-report-'))
  const entries = apiEntries(packageFolder)
  // One TypeScript program for every entry: the entries share most of their declarations, and a
  // program per entry took five times as long.
  let compilerState: CompilerState | undefined
  try {
    return entries.map((entry) => {
      const configObject = ExtractorConfig.loadFile(configFile)
      configObject.projectFolder = packageFolder
      configObject.mainEntryPointFilePath = join(packageFolder, entry.types)
      configObject.apiReport = {
        enabled: true,
        reportFileName: entry.reportName,
        reportFolder: apiReportFolder,
        reportTempFolder: temp,
      }
      const config = ExtractorConfig.prepare({
        configObject,
        configObjectFullPath: configFile,
        packageJsonFullPath: join(packageFolder, 'package.json'),
      })
      compilerState ??= CompilerState.create(config, {
        additionalEntryPoints: entries.map(({ types }) => join(packageFolder, types)),
      })
      const undocumented: UndocumentedName[] = []
      const problems: string[] = []
      const result = Extractor.invoke(config, {
        localBuild: update,
        compilerState,
        messageCallback: (message: ExtractorMessage) => {
          if (message.messageId === 'ae-undocumented') {
            undocumented.push({
              text: message.text,
              file: message.sourceFilePath && relative(packageFolder, message.sourceFilePath),
              line: message.sourceFileLine,
            })
            message.handled = true
          } else if (
            message.category !== ExtractorMessageCategory.Console &&
            (message.logLevel === ExtractorLogLevel.Error ||
              message.logLevel === ExtractorLogLevel.Warning)
          ) {
            problems.push(message.formatMessageWithLocation(packageFolder))
            message.handled = true
          } else {
            // API Extractor's progress lines; a change of report is told by the result below.
            message.handled = true
          }
        },
      })
      return { entry, changed: result.apiReportChanged, undocumented, problems }
    })
  } finally {
    rmSync(temp, { recursive: true, force: true })
  }
}
