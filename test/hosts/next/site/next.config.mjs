import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'

// The host's node_modules links into the repository's (no registry), so Turbopack's root is the
// folder that holds both.
const root = dirname(fileURLToPath(import.meta.url))

/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
  turbopack: { root: process.env.PORTICO_NEXT_ROOT ?? root },
  outputFileTracingRoot: process.env.PORTICO_NEXT_ROOT ?? root,
}
