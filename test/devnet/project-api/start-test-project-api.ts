import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DEVNET_PROJECT_ID } from '../../../devnet/devnet-project-id.js'
import { startProjectApi, type ProjectApiDevnet } from '../../../devnet/project-api/index.js'
import { createProjectApiClient } from '../../../src/clients/project-api-client.js'

export interface TestProjectApi {
  api: ProjectApiDevnet
  client: ReturnType<typeof createProjectApiClient>
  stateDir: string
  /** Stops the service and deletes its state folder. */
  stop: () => Promise<void>
}

/**
 * A Project API on a free port with a fresh state folder, and a client pointed at it with the
 * devnet's project id; `projectIds` are the projects the service knows besides that one.
 */
export async function startTestProjectApi(
  projectIds: readonly string[] = [],
): Promise<TestProjectApi> {
  const stateDir = mkdtempSync(join(tmpdir(), 'portico-project-api-'))
  const api = await startProjectApi({
    port: 0,
    stateDir,
    projectIds: [DEVNET_PROJECT_ID, ...projectIds],
  })
  return {
    api,
    client: createProjectApiClient({ baseUrl: api.url, projectId: DEVNET_PROJECT_ID }),
    stateDir,
    stop: async () => {
      await api.close()
      rmSync(stateDir, { recursive: true, force: true })
    },
  }
}

/** A JSON request to a /devnet/* route; answers the status and the parsed body (if any). */
export async function devnetRequest(
  url: string,
  method: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) }
}
