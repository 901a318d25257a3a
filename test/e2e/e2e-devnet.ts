import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { FREE_DEVNET_PORTS } from '../../devnet/devnet-ports.js'
import { writeEndpoints, type DevnetEndpoints } from '../../devnet/endpoints.js'
import { startDevnet } from '../../devnet/start-devnet.js'
import { startDevnetTools } from '../../devnet/tools/index.js'
import { startBuiltPlayground } from './built-playground.js'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))

export interface E2eDevnet {
  endpoints: DevnetEndpoints
  /** The playground built and served by `vite preview` (built-playground.ts). */
  playgroundUrl: string
  /** The devnet's endpoints file, for a test that starts the playground's dev server itself. */
  endpointsFile: string
  stop: () => Promise<void>
}

/**
 * The devnet project lists exactly these origins (the playground's), so that a test page on any
 * other port is a page the project does not allow.
 */
export async function allowOnly(projectApiUrl: string, allowedOrigins: string[]): Promise<void> {
  const reply = await fetch(new URL('/devnet/origins', projectApiUrl), {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ allowedOrigins }),
  })
  if (!reply.ok) throw new Error(`The devnet project's origins: HTTP ${String(reply.status)}`)
}

/**
 * The whole devnet (startDevnet) on free 127.0.0.1 ports with its state in a temporary folder,
 * then the devnet tools (recording into this repository) and the playground (built once).
 */
export async function startE2eDevnet(): Promise<E2eDevnet> {
  const stateDir = mkdtempSync(join(tmpdir(), 'portico-e2e-'))
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne()
    rmSync(stateDir, { recursive: true, force: true })
  }
  try {
    const devnet = await startDevnet({ ports: FREE_DEVNET_PORTS, stateDir, log: () => undefined })
    stops.push(devnet.stop)
    const { endpointsFile, health, faults } = devnet
    const tools = await startDevnetTools({ port: 0, repoRoot, endpointsFile, health, faults })
    stops.push(tools.close)
    const playground = await startBuiltPlayground({
      port: 0,
      devnetToolsUrl: tools.url,
      endpointsFile,
      outDir: join(stateDir, 'playground'),
    })
    stops.push(playground.close)
    await allowOnly(devnet.endpoints.projectApi, [new URL(playground.url).origin])
    const endpoints: DevnetEndpoints = {
      ...devnet.endpoints,
      playground: playground.url,
      devnetTools: tools.url,
    }
    await writeEndpoints(endpointsFile, endpoints)
    return { endpoints, playgroundUrl: playground.url, endpointsFile, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
