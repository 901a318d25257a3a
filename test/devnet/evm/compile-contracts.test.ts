import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { loadContractArtifacts } from '../../../devnet/evm/compile-contracts.js'

const cacheDir = await mkdtemp(join(tmpdir(), 'portico-evm-contracts-'))

afterAll(async () => {
  await rm(cacheDir, { recursive: true, force: true })
})

describe('loadContractArtifacts', () => {
  it('compiles the devnet contracts with solc-js, then serves them from its cache', async () => {
    const cacheUrl = pathToFileURL(`${cacheDir}/`)
    const compiled = await loadContractArtifacts(cacheUrl)
    expect(compiled.SwapPool.signatures).toContain('swap(address,address,uint256,uint256,address)')
    expect(compiled.DevToken.signatures).toContain('mint(address,uint256)')
    expect(compiled.SpamNft.signatures).toContain('Transfer(address,address,uint256)')
    expect(compiled.DevToken.bytecode).toMatch(/^0x[0-9a-f]+$/)
    expect(await readdir(cacheDir)).toEqual([expect.stringMatching(/^[0-9a-f]{16}\.json$/)])

    const startedAt = performance.now()
    expect(await loadContractArtifacts(cacheUrl)).toEqual(compiled)
    expect(performance.now() - startedAt).toBeLessThan(500)
  })
})
