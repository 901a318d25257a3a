/**
 * `base` itself when every key of `changes` already holds its value there, else a shallow copy
 * with the changes applied. A change that changes nothing keeps the object, so stores and
 * selectors comparing by reference see no change.
 */
export function merged<T extends object>(base: T, changes: Partial<T>): T {
  for (const key in changes) {
    if (!Object.is(changes[key], base[key])) return { ...base, ...changes }
  }
  return base
}

/**
 * `record` with the entry under `key` (a fresh `initial()` when there is none) merged with
 * `changes`; `record` itself when that changes nothing.
 */
export function mergedEntry<K extends PropertyKey, V extends object>(
  record: Partial<Record<K, V>>,
  key: K,
  initial: () => V,
  changes: Partial<V>,
): Partial<Record<K, V>> {
  const entry = merged(record[key] ?? initial(), changes)
  return entry === record[key] ? record : { ...record, [key]: entry }
}
