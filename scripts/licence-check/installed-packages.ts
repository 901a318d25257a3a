import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** One installed package: where it is and what its package.json says. */
export interface InstalledPackage {
  dir: string
  name: string
  version: string
  manifest: Record<string, unknown>
}

const readManifest = (dir: string): Record<string, unknown> | undefined => {
  const file = join(dir, 'package.json')
  if (!existsSync(file)) return undefined
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : undefined
}

const packageOf = (dir: string): InstalledPackage | undefined => {
  const manifest = readManifest(dir)
  if (!manifest) return undefined
  const name = typeof manifest.name === 'string' ? manifest.name : dir
  const version = typeof manifest.version === 'string' ? manifest.version : '0.0.0'
  return { dir, name, version, manifest }
}

/** The package folders directly inside a node_modules folder (scopes opened). */
const packageDirsIn = (modules: string): string[] =>
  existsSync(modules)
    ? readdirSync(modules, { withFileTypes: true })
        .filter(
          (entry) => !entry.name.startsWith('.') && (entry.isDirectory() || entry.isSymbolicLink()),
        )
        .flatMap((entry) =>
          entry.name.startsWith('@')
            ? readdirSync(join(modules, entry.name)).map((name) => join(modules, entry.name, name))
            : [join(modules, entry.name)],
        )
    : []

/** Every package installed under root/node_modules, nested node_modules included. */
export function installedPackages(root: string): InstalledPackage[] {
  const found: InstalledPackage[] = []
  const visit = (modules: string): void => {
    for (const dir of packageDirsIn(modules)) {
      const installed = packageOf(dir)
      if (installed) found.push(installed)
      visit(join(dir, 'node_modules'))
    }
  }
  visit(join(root, 'node_modules'))
  return found
}

const dependencyNames = (manifest: Record<string, unknown>, fields: readonly string[]): string[] =>
  fields.flatMap((field) => {
    const value = manifest[field]
    return typeof value === 'object' && value !== null ? Object.keys(value) : []
  })

/** Node's lookup: the nearest node_modules/<name> from dir up to root. */
const resolveFrom = (dir: string, name: string, root: string): string | undefined => {
  for (let at = dir; ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name)
    if (existsSync(join(candidate, 'package.json'))) return candidate
    if (at === root || dirname(at) === at) return undefined
  }
}

const RUNTIME_FIELDS = ['dependencies', 'optionalDependencies', 'peerDependencies'] as const

/**
 * The folders of the packages a host app loads at run time with the root package: its
 * dependencies and peers, and theirs, resolved the way Node resolves them.
 */
export function runtimeDependencyDirs(root: string): Set<string> {
  const seen = new Set<string>()
  const rootManifest = readManifest(root) ?? {}
  const queue = dependencyNames(rootManifest, RUNTIME_FIELDS).map((name) => ({ from: root, name }))
  for (let next = queue.shift(); next; next = queue.shift()) {
    const dir = resolveFrom(next.from, next.name, root)
    if (!dir || seen.has(dir)) continue
    seen.add(dir)
    const manifest = readManifest(dir) ?? {}
    for (const name of dependencyNames(manifest, RUNTIME_FIELDS)) queue.push({ from: dir, name })
  }
  return seen
}
