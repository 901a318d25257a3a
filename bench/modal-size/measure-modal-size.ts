import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../../codegen/repo-root.js'
import { weighBuild, type BuildWeight } from '../host-build/weigh-build.js'

/**
 * The repository's own modules built as a host page (no packing): fast enough for a unit test that
 * checks which modules the first load holds. The figures a host gets, and their budgets, come from
 * the packed package (bench/host-build, `npm run bench`).
 */
const HOST_ENTRY = 'bench/modal-size/host-entry.tsx'
const CORE_ENTRY = 'bench/modal-size/core-entry.ts'

export interface ModalSize extends Omit<BuildWeight, 'metafile'> {
  /** firstLoadGzipBytes of the headless instance (createPortico, initialize(), open()). */
  coreFirstLoadGzipBytes: number
  /** totalGzipBytes of the headless instance, lazy chunks included. */
  coreTotalGzipBytes: number
}

async function measureEntry(entry: string): Promise<BuildWeight> {
  const outdir = mkdtempSync(join(tmpdir(), 'portico-modal-size-'))
  try {
    return await weighBuild({ entry, absWorkingDir: repoRoot, outdir })
  } finally {
    rmSync(outdir, { recursive: true, force: true })
  }
}

/** The minimal host page with a connect button and the modal, and the bare instance beside it. */
export async function measureModalSize(): Promise<ModalSize> {
  const host = await measureEntry(HOST_ENTRY)
  const core = await measureEntry(CORE_ENTRY)
  return {
    firstLoadGzipBytes: host.firstLoadGzipBytes,
    totalGzipBytes: host.totalGzipBytes,
    firstLoadFiles: host.firstLoadFiles,
    firstLoadInputs: host.firstLoadInputs,
    chunks: host.chunks,
    coreFirstLoadGzipBytes: core.firstLoadGzipBytes,
    coreTotalGzipBytes: core.totalGzipBytes,
  }
}
