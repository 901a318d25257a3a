import type { ChainId } from '../../generated/frame-messages/types.js'

/** The query parameters the secure frame is loaded with (spec §7). */
export interface FrameUrlParams {
  projectId: string
  chainId: ChainId
  version: string
  enableLogger: boolean
  rpcUrl: string
  /** Left out of the URL when not given; the spec does not say when it is added. */
  enableCloudAuthAccount?: boolean
}

export function buildFrameUrl(base: string, params: FrameUrlParams): string {
  const url = new URL(base)
  url.searchParams.set('projectId', params.projectId)
  url.searchParams.set('chainId', String(params.chainId))
  url.searchParams.set('version', params.version)
  url.searchParams.set('enableLogger', String(params.enableLogger))
  url.searchParams.set('rpcUrl', params.rpcUrl)
  if (params.enableCloudAuthAccount !== undefined) {
    url.searchParams.set('enableCloudAuthAccount', String(params.enableCloudAuthAccount))
  }
  return url.toString()
}
