import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  installedPackages,
  runtimeDependencyDirs,
  type InstalledPackage,
} from './installed-packages.js'
import { parseSpdxExpression, satisfies } from './spdx-expression.js'

export interface AllowedLicences {
  anywhere: readonly string[]
  developmentOnly: readonly string[]
  /** npm scopes no installed package may come from, whatever its licence field says. */
  forbiddenScopes: readonly string[]
  /**
   * Packages whose manifest says only "SEE LICENSE IN <file>", by exact `name@version`, with the
   * SPDX id of the licence text that file was read to be (a new version is read again).
   */
  readLicenceFiles?: Readonly<Record<string, string>>
}

/** The licence a manifest declares, as one SPDX expression (legacy forms joined by OR). */
export function declaredLicence(manifest: Record<string, unknown>): string | undefined {
  const typeOf = (value: unknown): string | undefined =>
    typeof value === 'string'
      ? value
      : typeof value === 'object' &&
          value !== null &&
          'type' in value &&
          typeof value.type === 'string'
        ? value.type
        : undefined
  const single = typeOf(manifest.license)
  if (single) return single
  if (!Array.isArray(manifest.licenses)) return undefined
  const types = manifest.licenses.map(typeOf).filter((type) => type !== undefined)
  return types.length > 0 ? `(${types.join(' OR ')})` : undefined
}

const firstLicenceLine = (dir: string): string => {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)/i.test(name))
  if (!file || !existsSync(join(dir, file))) return 'no licence file'
  const line = readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .find((text) => text.trim() !== '')
  return `${file}: ${line?.trim() ?? '(empty)'}`
}

const verdict = (licence: string | undefined, allowed: ReadonlySet<string>): string | undefined => {
  if (!licence) return 'declares no licence'
  if (/^UNLICENSED$/i.test(licence) || /^SEE LICEN[CS]E IN/i.test(licence)) {
    return `has licence "${licence}"`
  }
  try {
    return satisfies(parseSpdxExpression(licence), allowed) ? undefined : `has licence "${licence}"`
  } catch (error) {
    return `has an unreadable licence expression (${error instanceof Error ? error.message : String(error)})`
  }
}

/**
 * One line per installed package whose licence is not on the allowlist (or is allowed only for
 * development tools while the built package loads it at run time), with its first licence line.
 */
export function licenceProblems(root: string, allowlist: AllowedLicences): string[] {
  const everywhere = new Set(allowlist.anywhere)
  const inTools = new Set([...allowlist.anywhere, ...allowlist.developmentOnly])
  const runtime = runtimeDependencyDirs(root)
  const problemOf = (installed: InstalledPackage): string | undefined => {
    if (allowlist.forbiddenScopes.some((scope) => installed.name.startsWith(`${scope}/`))) {
      return `${installed.name}@${installed.version} comes from a forbidden scope`
    }
    const atRunTime = runtime.has(installed.dir)
    const declared = declaredLicence(installed.manifest)
    const read = allowlist.readLicenceFiles?.[`${installed.name}@${installed.version}`]
    const licence = read && declared && /^SEE LICEN[CS]E IN/i.test(declared) ? read : declared
    const problem = verdict(licence, atRunTime ? everywhere : inTools)
    if (!problem) return undefined
    const where = atRunTime ? ' (a run-time dependency of the package)' : ''
    return `${installed.name}@${installed.version}${where} ${problem}; ${firstLicenceLine(installed.dir)}`
  }
  return installedPackages(root)
    .map(problemOf)
    .filter((problem) => problem !== undefined)
}
