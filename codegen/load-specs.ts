import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'yaml'
import { isRecord } from '../src/utils/is-record.js'

export interface OpenApiSpec {
  /** Folder name under generated/, e.g. 'blockchain-api'. */
  name: string
  /** Path relative to the repository, e.g. 'specs/blockchain-api.yaml'. */
  source: string
  document: OpenApiDocument
}

export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, unknown>; parameters?: Record<string, unknown> }
  [key: string]: unknown
}

export interface FrameSpec {
  name: 'frame-messages'
  source: string
  document: { $defs: Record<string, unknown>; [key: string]: unknown }
}

export const openApiSpecNames = ['blockchain-api', 'project-api', 'secure-site-api'] as const

function asOpenApiDocument(value: unknown, source: string): OpenApiDocument {
  if (!isRecord(value) || typeof value.openapi !== 'string' || !isRecord(value.paths)) {
    throw new Error(`${source}: not an OpenAPI document (needs openapi and paths)`)
  }
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [path, item] of Object.entries(value.paths)) {
    if (!isRecord(item)) throw new Error(`${source}: path ${path} is not an object`)
    paths[path] = item
  }
  return { ...value, openapi: value.openapi, paths }
}

/** Reads the three contracts under specsDir (specs/ in the repository). */
export async function loadSpecs(
  specsDir: string,
): Promise<{ openApi: OpenApiSpec[]; frame: FrameSpec }> {
  const openApi = await Promise.all(
    openApiSpecNames.map(async (name) => {
      const text = await readFile(join(specsDir, `${name}.yaml`), 'utf8')
      const source = `specs/${name}.yaml`
      return { name, source, document: asOpenApiDocument(parse(text), source) }
    }),
  )
  const frameSource = 'specs/frame-messages.json'
  const frameJson: unknown = JSON.parse(
    await readFile(join(specsDir, 'frame-messages.json'), 'utf8'),
  )
  if (!isRecord(frameJson) || !isRecord(frameJson.$defs)) {
    throw new Error(`${frameSource}: needs a $defs object with one definition per event`)
  }
  return {
    openApi,
    frame: {
      name: 'frame-messages',
      source: frameSource,
      document: { ...frameJson, $defs: frameJson.$defs },
    },
  }
}
