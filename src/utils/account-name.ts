import { NAME_SUFFIXES } from '../core/constants.js'

/** Names registered before the rename keep the legacy suffix, so both are recognised. */
const KNOWN_SUFFIXES = [NAME_SUFFIXES.current, NAME_SUFFIXES.legacy] as const
const ACCOUNT_NAME = /^[A-Za-z0-9-]{4,}$/

/** Letters, digits and hyphens, at least 4. Returns a boolean only: the UI shows no message. */
export function isValidAccountName(name: string): boolean {
  return ACCOUNT_NAME.test(name)
}

export function hasAccountNameSuffix(name: string): boolean {
  return KNOWN_SUFFIXES.some((suffix) => name.endsWith(suffix))
}

export function withAccountNameSuffix(name: string): string {
  return hasAccountNameSuffix(name) ? name : `${name}${NAME_SUFFIXES.current}`
}

export function withoutAccountNameSuffix(name: string): string {
  const suffix = KNOWN_SUFFIXES.find((candidate) => name.endsWith(candidate))
  return suffix === undefined ? name : name.slice(0, -suffix.length)
}
