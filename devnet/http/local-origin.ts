const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * Whether an Origin (or Host) names a page served from this machine: localhost or 127.0.0.1 on
 * any port, so a developer's own host app works; any other site, `null` included, is not local.
 */
export function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}
