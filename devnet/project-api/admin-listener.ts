import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AnalyticsSink } from './analytics-sink.js'
import type { ConfigDelay } from './config-delay.js'
import { jsonError, readJson, sendJson, type JsonReply } from '../http/json-http.js'
import type { ProjectState } from './project-state.js'
import type { ProjectStore } from './project-store.js'
import {
  checkAllowedOrigins,
  checkAnalyticsSwitch,
  checkFeatures,
  checkPlanLimits,
  type Checked,
} from './state-checks.js'

type Method = 'GET' | 'PUT' | 'DELETE'
type Route = Partial<Record<Method, (body: unknown) => JsonReply>>

const isMethod = (method: string): method is Method =>
  method === 'GET' || method === 'PUT' || method === 'DELETE'

/**
 * The developer's switches, outside the spec under /devnet/*: each state route answers and takes
 * the same JSON as the spec reply it feeds, so what a PUT sends is what the SDK will read.
 */
export function createAdminListener(
  store: ProjectStore,
  sink: AnalyticsSink,
  log: (line: string) => void,
  configDelay: ConfigDelay,
): (request: IncomingMessage, response: ServerResponse) => void {
  const stateRoute = (
    name: string,
    read: (state: ProjectState) => object,
    check: (body: unknown) => Checked<Partial<ProjectState>>,
  ): Route => ({
    GET: () => ({ status: 200, body: read(store.get()) }),
    PUT: (body) => {
      const checked = check(body)
      if (!checked.ok) return jsonError(400, `Invalid ${name}: ${checked.issue}`)
      const state = store.update(checked.value)
      log(`project-api: ${name} changed`)
      return { status: 200, body: read(state) }
    },
  })

  const routes: Readonly<Record<string, Route>> = {
    '/devnet/features': stateRoute('features', ({ features }) => ({ features }), checkFeatures),
    '/devnet/limits': stateRoute('limits', ({ planLimits }) => ({ planLimits }), checkPlanLimits),
    '/devnet/origins': stateRoute(
      'origins',
      ({ allowedOrigins }) => ({ allowedOrigins }),
      checkAllowedOrigins,
    ),
    '/devnet/analytics-config': stateRoute(
      'analytics switch',
      ({ isAnalyticsEnabled }) => ({ isAnalyticsEnabled }),
      checkAnalyticsSwitch,
    ),
    '/devnet/config-delay': configDelay.route,
    '/devnet/analytics': {
      GET: () => ({ status: 200, body: { events: sink.events() } }),
      DELETE: () => {
        sink.clear()
        return { status: 204 }
      },
    },
  }

  async function reply(request: IncomingMessage): Promise<JsonReply> {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1')
    const route = routes[pathname]
    if (!route) return jsonError(404, `No devnet route ${pathname}`)
    const method = request.method ?? 'GET'
    const handler = isMethod(method) ? route[method] : undefined
    if (!handler) return jsonError(405, `${pathname} does not take ${method}`)
    const body = await readJson(request)
    return 'value' in body ? handler(body.value) : body
  }

  return (request, response) => {
    if (request.method === 'OPTIONS') {
      sendJson(response, { status: 204 })
      return
    }
    void reply(request)
      .catch((error: unknown) => jsonError(500, error instanceof Error ? error.message : 'Error'))
      .then((answer) => {
        sendJson(response, answer)
      })
  }
}
