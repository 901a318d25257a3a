/**
 * @internal Not a package entry and no API: the repository's own tools (the playground's
 * devtools, tests) reach an instance's controllers here. Apps use the public `Portico`.
 */
export { internalsOf } from './instance/internal-handle.js'
export type { PorticoInternals } from './create-portico.js'
