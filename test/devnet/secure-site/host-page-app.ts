import { createFrameInitializer } from '../../../src/frame/frame-initializer.js'
import { createIframeTransport } from '../../../src/frame/iframe-transport.js'
import { createSecureFrame, type SecureFrame } from '../../../src/frame/secure-frame.js'

/** The host page of the browser test: the real page-side frame modules, bundled by the test. */

declare global {
  interface Window {
    hostFrame?: SecureFrame
    hostSessionTokens?: string[]
    hostSessionsEnded?: string[]
    hostMessages?: unknown[]
    hostFrameConfig?: { frameUrl: string; rpcUrl: string }
  }
}

// Every message the page receives, so a test can search them for what must never arrive.
const received: unknown[] = []
window.addEventListener('message', ({ data }: MessageEvent<unknown>) => received.push(data))
window.hostMessages = received

const config = window.hostFrameConfig
if (config === undefined) throw new Error('The host page was loaded without hostFrameConfig')

const transport = createIframeTransport<HTMLIFrameElement>({
  document,
  window,
  url: config.frameUrl,
  params: {
    projectId: 'devnet-project',
    chainId: 1,
    version: 'test',
    enableLogger: false,
    rpcUrl: config.rpcUrl,
  },
})
const frame = createSecureFrame({
  transport,
  onReady: createFrameInitializer({
    dappData: () => ({ projectId: 'devnet-project', sdkVersion: 'test', sdkType: 'portico' }),
    theme: () => ({ themeMode: 'dark' }),
    onSmartAccountEnabledNetworks: () => undefined,
  }),
})
const sessionTokens: string[] = []
frame.onSessionUpdate((token) => sessionTokens.push(token))
window.hostSessionTokens = sessionTokens
const sessionsEnded: string[] = []
frame.onSessionEnded((message) => sessionsEnded.push(message))
window.hostSessionsEnded = sessionsEnded
window.hostFrame = frame
