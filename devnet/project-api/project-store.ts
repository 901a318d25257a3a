import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { defaultProjectState, type ProjectState } from './project-state.js'
import { checkProjectState } from './state-checks.js'

export interface ProjectStore {
  /** The file the state is kept in; a developer may edit it while the devnet is stopped. */
  file: string
  get: () => ProjectState
  /** Replaces the given parts (already checked) and writes the file. */
  update: (patch: Partial<ProjectState>) => ProjectState
}

function readStateFile(file: string): ProjectState {
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Project API: cannot read ${file} (${reason}); fix it or delete it`, {
      cause: error,
    })
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new Error(`Project API: ${file} must hold a JSON object; fix it or delete it`)
  // A part the file leaves out (an older file, a hand edit) starts from its default.
  const checked = checkProjectState({ ...defaultProjectState(), ...parsed })
  if (!checked.ok)
    throw new Error(`Project API: ${file} is invalid at ${checked.issue}; fix it or delete it`)
  return checked.value
}

function writeStateFile(file: string, state: ProjectState): void {
  mkdirSync(dirname(file), { recursive: true })
  // Write then rename, so a crash never leaves half a file behind.
  const partial = `${file}.partial`
  writeFileSync(partial, `${JSON.stringify(state, null, 2)}\n`)
  renameSync(partial, file)
}

/** The project's editable state, kept in a JSON file so it survives a restart. */
export function openProjectStore(file: string): ProjectStore {
  let state = existsSync(file) ? readStateFile(file) : defaultProjectState()
  writeStateFile(file, state)
  return {
    file,
    get: () => state,
    update: (patch) => {
      state = { ...state, ...patch }
      writeStateFile(file, state)
      return state
    },
  }
}
