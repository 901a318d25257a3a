import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { build } from 'vite'

export interface ViteFirstLoad {
  /** The JS files the page fetches before its first lazy chunk: entry and static imports. */
  firstLoadFiles: string[]
  chunkCount: number
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

const isManifestChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'file') === 'string'

/**
 * Builds a page of a host project with Vite's defaults (as a host app would: production, React
 * external like the esbuild weighing) and follows its manifest from the HTML entry through the
 * static imports.
 */
export async function viteFirstLoad(root: string, entryModule: string): Promise<ViteFirstLoad> {
  writeFileSync(
    join(root, 'index.html'),
    `<!doctype html><html><body><div id="root"></div><script type="module" src="${entryModule}"></script></body></html>`,
  )
  const outDir = join(root, 'dist-vite')
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    build: { outDir, emptyOutDir: true, manifest: 'manifest.json' },
  })
  const manifest: unknown = JSON.parse(readFileSync(join(outDir, 'manifest.json'), 'utf8'))
  const chunks = new Map(
    Object.entries(typeof manifest === 'object' && manifest !== null ? manifest : {}).flatMap(
      ([key, value]: [string, unknown]) => (isManifestChunk(value) ? [[key, value]] : []),
    ),
  )
  const seen = new Set<string>()
  const visit = (key: string): void => {
    const chunk = chunks.get(key)
    if (!chunk || seen.has(chunk.file)) return
    seen.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const [key, chunk] of chunks) if (chunk.isEntry) visit(key)
  const files = [...chunks.values()]
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
  return {
    firstLoadFiles: [...seen].filter((file) => file.endsWith('.js')),
    chunkCount: new Set(files).size,
  }
}
