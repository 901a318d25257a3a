import { join } from 'node:path'
import { build, preview } from 'vite'
import { createPackedHost, run } from '../../bench/host-build/packed-host.js'
import { repoRoot } from '../e2e/e2e-devnet.js'

export interface BuiltHost {
  url: string
  close: () => Promise<void>
}

/**
 * One host page of test/hosts built as a host app builds it: the package packed and unpacked into
 * a project outside the repository, the page type-checked there and built by Vite, then served.
 */
export async function buildHostPage(name: string): Promise<BuiltHost> {
  const packed = createPackedHost({
    fixture: join(repoRoot, 'test', 'hosts', name),
    prefix: `portico-${name}-host-`,
  })
  try {
    run(join(repoRoot, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], packed.host)
    await build({
      root: packed.host,
      logLevel: 'silent',
      build: { outDir: join(packed.host, 'dist') },
    })
    const server = await preview({
      root: packed.host,
      logLevel: 'silent',
      preview: { host: '127.0.0.1', port: 0, strictPort: false },
      build: { outDir: join(packed.host, 'dist') },
    })
    const url = server.resolvedUrls?.local[0]
    if (!url) throw new Error('The host page is not served')
    return {
      url,
      close: async () => {
        await server.close()
        packed.remove()
      },
    }
  } catch (error) {
    packed.remove()
    throw error
  }
}
