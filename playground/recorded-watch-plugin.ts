import type { Plugin } from 'vite'

/**
 * Watches the recorded payloads, which lie outside the playground's root: Vite watches only its
 * root and the files already loaded, so a case written by Record was missing from the devtools'
 * `import.meta.glob` list, even after a reload, until the server restarted. Watched, a new file
 * invalidates the glob's module and the next load lists it.
 */
export function recordedWatchPlugin(recordedDir: string): Plugin {
  return {
    name: 'portico-playground-recorded-watch',
    configureServer(server) {
      server.watcher.add(recordedDir)
    },
  }
}
