import { execFileSync, spawnSync } from 'node:child_process'
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'

/** Runs a command; a failure throws with what it printed, so a report shows why. */
export function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  if (result.status === 0) return result.stdout
  throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

/** Builds the library and packs it into `destination`; the tarball's path. */
function buildAndPack(destination: string): string {
  run(process.execPath, [join(repoRoot, 'scripts', 'build.mjs')], repoRoot)
  const packed: unknown = JSON.parse(
    run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', destination], repoRoot),
  )
  const first: unknown = Array.isArray(packed) ? packed[0] : undefined
  const filename: unknown = typeof first === 'object' && first ? Reflect.get(first, 'filename') : ''
  if (typeof filename !== 'string' || !filename) throw new Error('npm pack named no tarball')
  return join(destination, filename)
}

/**
 * The library built and packed into `work`. `npm test` (scripts/test.mjs) names a folder in
 * PORTICO_PACK_CACHE for the length of its run: the first host (test/package) builds and packs
 * there, and the hosts after it (test/hosts, the Next.js app) take a copy of that tarball, as
 * the sources cannot change within one run. Without it, every host builds afresh.
 */
function packedTarball(work: string): string {
  const cache = process.env.PORTICO_PACK_CACHE
  if (!cache) return buildAndPack(work)
  const packedDir = join(cache, 'packed')
  if (!existsSync(packedDir)) {
    const fresh = mkdtempSync(join(cache, 'packing-'))
    buildAndPack(fresh)
    // Renamed into place whole, so that no host takes half a tarball.
    renameSync(fresh, packedDir)
  }
  const [name] = readdirSync(packedDir).filter((file) => file.endsWith('.tgz'))
  if (!name) throw new Error(`No tarball in ${packedDir}`)
  const tarball = join(work, name)
  copyFileSync(join(packedDir, name), tarball)
  return tarball
}

export interface PackedHost {
  /** The temporary folder outside the repository holding the tarball and the host. */
  work: string
  /** The host project: node_modules/portico is the unpacked tarball. */
  host: string
  tarball: string
  /** Removes the work folder. */
  remove: () => void
}

export interface PackedHostOptions {
  /** A folder copied as the host project's files before the package goes in (test/package/host). */
  fixture?: string
  /** Prefix of the temporary folder's name. */
  prefix?: string
}

/**
 * Builds and packs the library, then makes a host project outside the repository: the tarball
 * unpacked as node_modules/portico and every other dependency linked from the repository's
 * node_modules (no registry). What a host built there gets is what `npm install` of the tarball
 * gives it.
 */
export function createPackedHost({
  fixture,
  prefix = 'portico-host-',
}: PackedHostOptions = {}): PackedHost {
  const work = mkdtempSync(join(tmpdir(), prefix))
  const remove = () => {
    rmSync(work, { recursive: true, force: true })
  }
  try {
    const tarball = packedTarball(work)
    const host = join(work, 'host')
    if (fixture) cpSync(fixture, host, { recursive: true })
    const unpacked = join(host, 'node_modules', 'portico')
    mkdirSync(unpacked, { recursive: true })
    execFileSync('tar', ['-xzf', tarball, '-C', unpacked, '--strip-components=1'])
    for (const entry of readdirSync(join(repoRoot, 'node_modules'))) {
      if (entry.startsWith('.') || entry === 'portico') continue
      symlinkSync(join(repoRoot, 'node_modules', entry), join(host, 'node_modules', entry))
    }
    return { work, host, tarball, remove }
  } catch (error) {
    remove()
    throw error
  }
}
