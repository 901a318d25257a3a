import { fileURLToPath } from 'node:url'
import { bundleBrowserScript } from './bundle-browser-script.js'
import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig } from './frame-config.js'

const FRAME_APP_ENTRY = fileURLToPath(new URL('./frame-app.ts', import.meta.url))

/** Bundles the frame app for the browser, in memory, once per server start. */
export const bundleFrameApp = (): Promise<string> => bundleBrowserScript(FRAME_APP_ENTRY)

/** JSON inside a script element must not be able to close it. */
const scriptSafeJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c')

export function framePageHtml(config: FrameConfig): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Portico devnet secure site</title>
    <script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">${scriptSafeJson(config)}</script>
    <script type="module" src="/frame.js"></script>
  </head>
  <body></body>
</html>
`
}
