/** A JSON value as this devnet writes it: u64 quantities stay bigints and are written as digits. */
export type JsonValue =
  null | boolean | number | bigint | string | JsonValue[] | { [key: string]: JsonValue | undefined }

/**
 * JSON.stringify without losing u64 precision: Solana nodes write lamports, slots and rent epochs
 * as bare integers (rentEpoch is often u64::MAX), and @solana/kit parses them back as bigints.
 * Keys whose value is undefined are left out, as JSON.stringify does.
 */
export function stringifyJson(value: JsonValue): string {
  if (value === null) return 'null'
  if (typeof value === 'bigint') return value.toString()
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null'
  if (typeof value === 'boolean' || typeof value === 'string') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(stringifyJson).join(',')}]`
  const members: string[] = []
  for (const [key, member] of Object.entries(value)) {
    if (member !== undefined) members.push(`${JSON.stringify(key)}:${stringifyJson(member)}`)
  }
  return `{${members.join(',')}}`
}
