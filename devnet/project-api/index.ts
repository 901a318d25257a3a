import { join } from 'node:path'
import * as projectApi from '../../generated/project-api/index.js'
import { DEVNET_PROJECT_ID } from '../devnet-project-id.js'
import { listen } from '../http/listen.js'
import { createSpecListener } from '../http/spec-listener.js'
import { createRefusalGate } from '../refusals/refusal-gate.js'
import { createFaultBoard, type FaultBoard } from '../faults/fault-board.js'
import { createFaultGate } from '../faults/fault-gate.js'
import { createAdminListener } from './admin-listener.js'
import { createAnalyticsHandlers } from './analytics-handlers.js'
import { createAnalyticsSink, type AnalyticsSink } from './analytics-sink.js'
import { createConfigDelay } from './config-delay.js'
import { createImageHandlers } from './image-handlers.js'
import { createProjectHandlers } from './project-handlers.js'
import { openProjectStore, type ProjectStore } from './project-store.js'
import { checkAllowedOrigins } from './state-checks.js'
import { largeRegistry } from './large-registry.js'
import { loadWalletRegistry } from './wallet-registry.js'

export interface StartProjectApiOptions {
  /** 0 picks a free port. */
  port: number
  /** Where project.json and analytics.jsonl are kept, e.g. `.devnet/project-api`. */
  stateDir: string
  /** Defaults to data/wallets.json, the registry snapshot kept in the repository. */
  walletsFile?: string
  /** Serves a registry of this many wallets grown from the real one (large-list tests). */
  registrySize?: number
  /** Replaces the persisted allowlist at start-up; without it the persisted one is kept. */
  allowedOrigins?: string[]
  /** The project ids it serves; any other is refused with 403. The devnet's own by default. */
  projectIds?: readonly string[]
  /** The devnet's fault switches (devnet/faults); a board of its own when absent. */
  faults?: FaultBoard
  log?: (line: string) => void
}

export interface ProjectApiDevnet {
  url: string
  close: () => Promise<void>
  /** The project's configuration; `update` changes what the spec operations answer. */
  state: ProjectStore
  /** The analytics events received, newest last. */
  analytics: Pick<AnalyticsSink, 'events' | 'clear' | 'file' | 'flush'>
}

/**
 * The Project API of specs/project-api.yaml and its analytics collector on one 127.0.0.1 port,
 * plus the developer's /devnet/* routes (see devnet/project-api/README.md).
 */
export async function startProjectApi(options: StartProjectApiOptions): Promise<ProjectApiDevnet> {
  const log = options.log ?? (() => undefined)
  const realRegistry = loadWalletRegistry(options.walletsFile)
  const registry =
    options.registrySize === undefined
      ? realRegistry
      : largeRegistry(realRegistry, options.registrySize)
  const store = openProjectStore(join(options.stateDir, 'project.json'))
  if (options.allowedOrigins) {
    const origins = checkAllowedOrigins({ allowedOrigins: options.allowedOrigins })
    if (!origins.ok) throw new Error(`Project API: allowedOrigins: ${origins.issue}`)
    store.update(origins.value)
  }
  const sink = createAnalyticsSink(join(options.stateDir, 'analytics.jsonl'), log)

  const specListener = createSpecListener(projectApi, {
    ...createProjectHandlers(store, registry),
    ...createImageHandlers(registry),
    ...createAnalyticsHandlers(sink),
  })
  const configDelay = createConfigDelay()
  const adminListener = createAdminListener(store, sink, log, configDelay)
  const refusals = createRefusalGate({
    service: 'project-api',
    projectIds: options.projectIds ?? [DEVNET_PROJECT_ID],
    log,
  })
  const faultGate = createFaultGate(options.faults ?? createFaultBoard(), 'project-api')
  const server = await listen(
    'Project API',
    options.port,
    (request, response) => {
      if (refusals(request, response)) return undefined
      const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
      const delayMs = configDelay.delayOf(pathname)
      if (delayMs > 0) {
        const timer = setTimeout(() => {
          void faultGate(request, response, () => specListener(request, response))
        }, delayMs)
        // A page that goes away while its answer waits leaves nothing to answer; its unread
        // request then fails with 'aborted', which must not bring the server down.
        request.on('error', () => undefined)
        response.once('close', () => {
          clearTimeout(timer)
        })
        return undefined
      }
      if (!pathname.startsWith('/devnet/'))
        return faultGate(request, response, () => specListener(request, response))
      adminListener(request, response)
      return undefined
    },
    { log },
  )
  log(`project-api: ${server.url} (${registry.length} wallets, state in ${store.file})`)

  return {
    url: server.url,
    close: async () => {
      await server.close()
      await sink.flush()
    },
    state: store,
    analytics: { events: sink.events, clear: sink.clear, file: sink.file, flush: sink.flush },
  }
}
