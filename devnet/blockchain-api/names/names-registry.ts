import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { validators } from '../../../generated/blockchain-api/validators.js'
import type { components } from '../../../generated/blockchain-api/types.js'

export type NameEntry = components['schemas']['NameEntry']

function load(file: string): NameEntry[] {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  const stored: unknown = JSON.parse(text)
  const entries = Array.isArray(stored)
    ? stored.filter((entry) => validators.NameEntry.check(entry))
    : []
  if (!Array.isArray(stored) || entries.length !== stored.length)
    throw new Error(`${file} is not a list of name entries; fix or delete it`)
  return entries
}

/**
 * The registered names, kept in a JSON file so they survive restarts. Names are stored in lower
 * case: lookups ignore case, as the names service does.
 */
export function openNamesRegistry(file: string) {
  const entries = load(file)

  const save = () => {
    mkdirSync(dirname(file), { recursive: true })
    // Written aside and renamed, so a crash mid-write never leaves half a file behind.
    writeFileSync(`${file}.tmp`, `${JSON.stringify(entries, null, 2)}\n`)
    renameSync(`${file}.tmp`, file)
  }

  return {
    file,
    find: (name: string): NameEntry | undefined =>
      entries.find((entry) => entry.name === name.toLowerCase()),
    /** Every name pointing at the address on any coin type, oldest first. */
    ownedBy: (address: string): NameEntry[] =>
      entries.filter((entry) =>
        Object.values(entry.addresses).some(
          (held) => held.address.toLowerCase() === address.toLowerCase(),
        ),
      ),
    add: (entry: NameEntry): void => {
      entries.push({ ...entry, name: entry.name.toLowerCase() })
      save()
    },
  }
}

export type NamesRegistry = ReturnType<typeof openNamesRegistry>
