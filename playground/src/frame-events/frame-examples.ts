import { recordedFilesOf } from '../shared/recorded-files.js'
import { isRecord } from '../../../src/utils/is-record.js'

export interface FrameExample {
  file: string
  valid: boolean
  description: string
  event: unknown
}

/** The recorded cases of one event type, valid ones first. */
export async function loadFrameExamples(type: string): Promise<FrameExample[]> {
  const loaded = await Promise.all(
    recordedFilesOf('frame-messages', type).map(async (file): Promise<FrameExample[]> => {
      const data = await file.load()
      if (!isRecord(data) || data.kind !== 'frame-event' || typeof data.valid !== 'boolean')
        return []
      const description = typeof data.description === 'string' ? data.description : ''
      return [{ file: file.name, valid: data.valid, description, event: data.event }]
    }),
  )
  return loaded.flat().sort((a, b) => Number(b.valid) - Number(a.valid))
}
