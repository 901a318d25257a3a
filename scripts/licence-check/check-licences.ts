// `npm run licences` (a step of `npm test`): every installed package, production and development,
// must carry an open-source licence from allowed-licences.json; run-time dependencies of the built
// package must carry one allowed anywhere.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { installedPackages } from './installed-packages.js'
import { licenceProblems, type AllowedLicences } from './licence-problems.js'

const root = fileURLToPath(new URL('../..', import.meta.url))
const allowlistFile = new URL('./allowed-licences.json', import.meta.url)
const parsed: unknown = JSON.parse(readFileSync(allowlistFile, 'utf8'))
const listIn = (field: string): string[] => {
  const value: unknown =
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, field) : []
  if (!Array.isArray(value) || !value.every((id) => typeof id === 'string')) {
    throw new Error(`allowed-licences.json: "${field}" must be a list of SPDX ids`)
  }
  return value
}
const readLicenceFiles = (): Record<string, string> => {
  const value: unknown =
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'readLicenceFiles') : {}
  if (typeof value !== 'object' || value === null) return {}
  const entries = Object.entries(value)
  if (!entries.every((entry): entry is [string, string] => typeof entry[1] === 'string')) {
    throw new Error('allowed-licences.json: "readLicenceFiles" must map name@version to an SPDX id')
  }
  return Object.fromEntries(entries)
}
const allowlist: AllowedLicences = {
  anywhere: listIn('anywhere'),
  developmentOnly: listIn('developmentOnly'),
  forbiddenScopes: listIn('forbiddenScopes'),
  readLicenceFiles: readLicenceFiles(),
}
const problems = licenceProblems(root, allowlist)
if (problems.length > 0) {
  console.error(`[licences] ${String(problems.length)} package(s) with a licence not allowed:`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`[licences] ${String(installedPackages(root).length)} packages, every licence allowed`)
