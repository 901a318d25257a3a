/** What the server tells the frame app through the page (a JSON script element). */
export interface FrameConfig {
  version: string
  /** The project the frame was loaded for; every API call names it. */
  projectId: string
  /** The origins that project lets embed the frame. */
  allowedParentOrigins: string[]
}

export const FRAME_CONFIG_ELEMENT_ID = 'secure-site-config'

export function isFrameConfig(value: unknown): value is FrameConfig {
  if (typeof value !== 'object' || value === null) return false
  if (!('version' in value) || typeof value.version !== 'string') return false
  if (!('projectId' in value) || typeof value.projectId !== 'string') return false
  if (!('allowedParentOrigins' in value) || !Array.isArray(value.allowedParentOrigins)) return false
  return value.allowedParentOrigins.every((origin) => typeof origin === 'string')
}
