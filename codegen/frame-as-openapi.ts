import type { FrameSpec, OpenApiDocument } from './load-specs.js'

/**
 * The frame-messages JSON Schema wrapped as an OpenAPI document, so one type generator
 * (openapi-typescript) serves all three contracts and their types look alike.
 */
export function frameAsOpenApi(frame: FrameSpec): OpenApiDocument {
  const rewritten: unknown = JSON.parse(
    JSON.stringify(frame.document.$defs).replaceAll('"#/$defs/', '"#/components/schemas/'),
  )
  return {
    openapi: '3.1.0',
    info: { title: 'frame messages', version: '1' },
    paths: {},
    components: {
      schemas: typeof rewritten === 'object' && rewritten !== null ? { ...rewritten } : {},
    },
  }
}
