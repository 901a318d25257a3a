import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'
import { HOST_ENTRIES, type HostEntry } from './host-entries.js'
import { createPackedHost, type PackedHost } from './packed-host.js'
import { weighBuild, type BuildWeight } from './weigh-build.js'

export interface HostEntryBuild extends BuildWeight {
  entry: HostEntry
  /** The folder holding this entry's chunks (host/dist/<name>), until `remove()`. */
  outdir: string
}

export interface HostBuild {
  packed: PackedHost
  builds: HostEntryBuild[]
  /** Removes the host, its builds and the tarball. */
  remove: () => void
}

/**
 * Builds and packs the library once, writes every host entry's files into one host project
 * outside the repository, and builds each entry from there (its chunks stay on disk under
 * `outdir` for a browser to load until `remove()`).
 */
export async function buildHostEntries(
  entries: readonly HostEntry[] = HOST_ENTRIES,
): Promise<HostBuild> {
  const packed = createPackedHost({ prefix: 'portico-bench-host-' })
  try {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8')
    const builds: HostEntryBuild[] = []
    for (const entry of entries) {
      const src = join(packed.host, 'src', entry.name)
      for (const [file, text] of Object.entries(entry.files(readme))) {
        mkdirSync(dirname(join(src, file)), { recursive: true })
        writeFileSync(join(src, file), text)
      }
      const outdir = join(packed.host, 'dist', entry.name)
      const weight = await weighBuild({
        entry: `src/${entry.name}/${entry.entry}`,
        absWorkingDir: packed.host,
        outdir,
      })
      builds.push({ ...weight, entry, outdir })
    }
    return { packed, builds, remove: packed.remove }
  } catch (error) {
    packed.remove()
    throw error
  }
}
