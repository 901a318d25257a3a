import type { CaipNetwork } from '../core/caip-network.js'
import type { ConnectedAccounts } from '../core/connect-request.js'
import { PORTICO_VERSION } from '../core/version.js'
import { createAuthProvider, type AuthProvider } from '../frame/auth-provider.js'
import { createFrameInitializer, type FrameInitializerDeps } from '../frame/frame-initializer.js'
import { createIframeTransport, type IframeDocument } from '../frame/iframe-transport.js'
import type { MessageWindow } from '../frame/frame-transport.js'
import type { LoginCache } from '../frame/login-cache.js'
import { createSecureFrame, type SecureFrame } from '../frame/secure-frame.js'
import { formatCaipNetworkId } from '../utils/caip.js'

export interface AuthConnectorOptions {
  /** The secure site's frame page, e.g. `http://127.0.0.1:4400/frame` on the devnet. */
  frameUrl: string
  projectId: string
  /** The EVM network the embedded wallet starts on. */
  network: CaipNetwork
  findNetwork: (caipNetworkId: string) => CaipNetwork | undefined
  document: IframeDocument<HTMLIFrameElement>
  window: MessageWindow
  cache: LoginCache
  dappData: FrameInitializerDeps['dappData']
  theme: FrameInitializerDeps['theme']
  onSmartAccountEnabledNetworks: FrameInitializerDeps['onSmartAccountEnabledNetworks']
}

/**
 * The auth (embedded wallet) connector's work: email login through the hidden secure frame. The
 * frame is created on first use; the modal sends the code and the one-time code, and
 * `connectEmail` then reads the signed-in user as the connection's account.
 */
export function createAuthConnector(options: AuthConnectorOptions) {
  let opened: { frame: SecureFrame; provider: AuthProvider; destroy: () => void } | undefined

  const open = () => {
    if (opened) return opened
    const transport = createIframeTransport({
      document: options.document,
      window: options.window,
      url: options.frameUrl,
      params: {
        projectId: options.projectId,
        chainId: options.network.caipNetworkId,
        version: PORTICO_VERSION,
        enableLogger: false,
        rpcUrl: options.network.rpcUrls.default.http[0] ?? '',
      },
    })
    const frame = createSecureFrame({
      transport,
      onReady: createFrameInitializer({
        dappData: options.dappData,
        theme: options.theme,
        onSmartAccountEnabledNetworks: options.onSmartAccountEnabledNetworks,
      }),
    })
    const provider = createAuthProvider({ frame, cache: options.cache })
    opened = {
      frame,
      provider,
      destroy: () => {
        frame.destroy()
        transport.destroy()
      },
    }
    return opened
  }

  /** Asks the frame to mail a code; answers whether the frame wants a code or device approval. */
  const sendEmailCode = async (email: string) =>
    (await open().provider.connectEmail({ email })).action

  const verifyOtp = (otp: string): Promise<void> => open().provider.connectOtp({ otp })

  /** The signed-in user as the connection: its address on the network the frame reports. */
  const connectEmail = async (): Promise<ConnectedAccounts> => {
    const user = await open().provider.getUser({ chainId: options.network.caipNetworkId })
    const chainId = String(user.chainId)
    const caipNetworkId = chainId.includes(':') ? chainId : formatCaipNetworkId('eip155', chainId)
    return {
      accounts: [{ address: user.address }],
      caipNetwork: options.findNetwork(caipNetworkId) ?? options.network,
    }
  }

  const disconnect = async (): Promise<void> => {
    await opened?.provider.disconnect()
  }

  const destroy = (): void => {
    opened?.destroy()
    opened = undefined
  }

  return { sendEmailCode, verifyOtp, connectEmail, disconnect, destroy }
}

export type AuthConnector = ReturnType<typeof createAuthConnector>
