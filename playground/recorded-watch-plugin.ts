import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Every recorded file's path under the directory, one per line: a cheap fingerprint of the glob. */
function listing(recordedDir: string): string {
  return readdirSync(recordedDir, { recursive: true, encoding: 'utf8' }).sort().join('\n')
}

/**
 * Keeps the devtools' `import.meta.glob` of the recorded payloads, which lie outside the
 * playground's root, in step with the directory. Vite watches only its root and the files already
 * loaded, so a case written by Record was missing from the list, even after a reload, until the
 * server restarted. Watching the directory was not enough either: under load the watcher's event
 * came after the reload, and a file deleted after its glob was transformed stayed in it (an import
 * that no longer resolves, shown as Vite's error overlay). So each time the page asks for the
 * glob's module, the directory is listed and the module is transformed again if the listing
 * differs from the one its last transform saw.
 */
export function recordedWatchPlugin(recordedDir: string, globModule: string): Plugin {
  let transformedWith: string | undefined
  return {
    name: 'portico-playground-recorded-watch',
    transform(_code, id) {
      if (id.split('?')[0]?.endsWith(globModule)) transformedWith = listing(recordedDir)
    },
    configureServer(server) {
      server.watcher.add(recordedDir)
      server.middlewares.use((request, _response, next) => {
        if (request.url?.split('?')[0]?.endsWith(globModule) && transformedWith !== undefined) {
          if (listing(recordedDir) !== transformedWith) {
            transformedWith = undefined
            const file = join(server.config.root, globModule)
            for (const module of server.moduleGraph.getModulesByFile(file) ?? []) {
              server.moduleGraph.invalidateModule(module)
            }
          }
        }
        next()
      })
    },
  }
}
