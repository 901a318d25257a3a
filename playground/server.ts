import { createServer } from 'vite'
import { playgroundConfig } from './vite.config.js'

export interface StartPlaygroundOptions {
  /** 0 picks a free port. Always bound to 127.0.0.1. */
  port: number
  /** The devnet tools server (devnet/tools), for the Record action. */
  devnetToolsUrl?: string
  /** The devnet's endpoints file, served to the page as /endpoints.json. */
  endpointsFile: string
}

export interface RunningPlayground {
  url: string
  close: () => Promise<void>
}

/** Runs the playground's Vite dev server on 127.0.0.1, for the orchestrator and the browser tests. */
export async function startPlayground(options: StartPlaygroundOptions): Promise<RunningPlayground> {
  const server = await createServer({
    ...playgroundConfig(options),
    configFile: false,
    logLevel: 'warn',
  })
  try {
    await server.listen()
  } catch (error) {
    await server.close()
    const reason = error instanceof Error ? error.message : String(error)
    throw new Error(`Playground: cannot listen on 127.0.0.1:${String(options.port)}: ${reason}`, {
      cause: error,
    })
  }
  const address = server.httpServer?.address()
  const port = typeof address === 'object' && address !== null ? address.port : options.port
  return { url: `http://127.0.0.1:${String(port)}`, close: () => server.close() }
}
