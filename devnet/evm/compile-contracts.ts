import { createHash, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { parseSolcOutput, type CompiledContract } from './solc-output.js'

export const CONTRACT_NAMES = ['BatchExecutor', 'DevToken', 'SpamNft', 'SwapPool'] as const
export type ContractName = (typeof CONTRACT_NAMES)[number]

export type ContractArtifacts = Record<ContractName, CompiledContract>

const CONTRACTS_DIR = new URL('./contracts/', import.meta.url)
const DEFAULT_CACHE_DIR = new URL('../../.devnet/evm-contracts/', import.meta.url)

// No optimizer: it doubles solc-js compile time and gas cost does not matter on a devnet.
const SOLC_SETTINGS = {
  evmVersion: 'cancun',
  optimizer: { enabled: false },
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
} as const

/**
 * Compiles devnet/evm/contracts with the solc npm package (nothing is downloaded), caching the
 * result under .devnet/ keyed by a hash of the sources, the compiler and OpenZeppelin versions.
 */
export async function loadContractArtifacts(
  cacheDir: URL = DEFAULT_CACHE_DIR,
): Promise<ContractArtifacts> {
  const input = await buildSolcInput()
  const cacheKey = createHash('sha256')
    .update(JSON.stringify([await toolchainVersions(), input]))
    .digest('hex')
    .slice(0, 16)
  const cacheFile = new URL(`${cacheKey}.json`, cacheDir)

  const cached = await readCachedArtifacts(cacheFile)
  if (cached) return cached

  const compiled = parseSolcOutput(await compileWithSolcJs(JSON.stringify(input)))
  const artifacts = collectArtifacts((name) => compiled.get(name))
  await mkdir(cacheDir, { recursive: true })
  // Write then rename, so a concurrent start never reads a half-written cache file.
  const partialFile = new URL(`${cacheKey}.${randomUUID()}.tmp`, cacheDir)
  await writeFile(partialFile, JSON.stringify(artifacts))
  await rename(partialFile, cacheFile)
  return artifacts
}

async function buildSolcInput() {
  const fileNames = (await readdir(CONTRACTS_DIR)).filter((name) => name.endsWith('.sol')).sort()
  const sources: Record<string, { content: string }> = {}
  for (const fileName of fileNames) {
    sources[fileName] = { content: await readFile(new URL(fileName, CONTRACTS_DIR), 'utf8') }
  }
  return { language: 'Solidity', sources, settings: SOLC_SETTINGS }
}

async function toolchainVersions(): Promise<string[]> {
  const require = createRequire(import.meta.url)
  const manifests = ['solc/package.json', '@openzeppelin/contracts/package.json']
  return Promise.all(
    manifests.map(async (manifest) => {
      const parsed: unknown = JSON.parse(await readFile(require.resolve(manifest), 'utf8'))
      const version =
        typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : null
      if (typeof version !== 'string') throw new Error(`No version in ${manifest}`)
      return `${manifest}@${version}`
    }),
  )
}

async function readCachedArtifacts(cacheFile: URL): Promise<ContractArtifacts | null> {
  let text: string
  try {
    text = await readFile(cacheFile, 'utf8')
  } catch {
    return null
  }
  try {
    return parseContractArtifacts(JSON.parse(text))
  } catch {
    // A damaged cache file is rebuilt rather than trusted.
    return null
  }
}

/** Artifacts read from the cache or a chain process's message, checked; throws if unusable. */
export function parseContractArtifacts(value: unknown): ContractArtifacts {
  return collectArtifacts((name) => {
    const entry: unknown =
      typeof value === 'object' && value !== null ? Reflect.get(value, name) : null
    if (typeof entry !== 'object' || entry === null) return undefined
    const bytecode: unknown = Reflect.get(entry, 'bytecode')
    const signatures: unknown = Reflect.get(entry, 'signatures')
    if (typeof bytecode !== 'string' || !/^0x[0-9a-f]*$/.test(bytecode)) return undefined
    if (!Array.isArray(signatures) || !signatures.every((item) => typeof item === 'string')) {
      return undefined
    }
    return { bytecode: `0x${bytecode.slice(2)}`, signatures }
  })
}

function collectArtifacts(
  find: (name: ContractName) => CompiledContract | undefined,
): ContractArtifacts {
  const artifact = (name: ContractName): CompiledContract => {
    const found = find(name)
    if (!found || found.bytecode === '0x') throw new Error(`No deployable bytecode for ${name}`)
    return found
  }
  return {
    BatchExecutor: artifact('BatchExecutor'),
    DevToken: artifact('DevToken'),
    SpamNft: artifact('SpamNft'),
    SwapPool: artifact('SwapPool'),
  }
}

/** Resolves `@openzeppelin/...` imports from node_modules, the way solc asks for them. */
function findImport(importPath: string): { contents: string } | { error: string } {
  try {
    return { contents: readFileSync(createRequire(import.meta.url).resolve(importPath), 'utf8') }
  } catch (error) {
    return { error: `Cannot resolve ${importPath}: ${String(error)}` }
  }
}

/**
 * Runs solc-js in this process. It blocks the thread for a second or two, so it is loaded and
 * run only when the cache misses. Its typings declare `compile` as `any`; it is checked here.
 */
async function compileWithSolcJs(input: string): Promise<string> {
  const { default: solc } = await import('solc')
  const compile: unknown = Reflect.get(solc, 'compile')
  if (typeof compile !== 'function') throw new Error('The solc package has no compile function')
  const output: unknown = Reflect.apply(compile, solc, [input, { import: findImport }])
  if (typeof output !== 'string') throw new Error('solc returned no standard-JSON text')
  return output
}
