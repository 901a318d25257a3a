/**
 * Every recorded payload under test/contract/recorded, loaded only when asked for: the devtools
 * prefill their forms from them, so a new recorded case shows up without UI code.
 */
const loaders = import.meta.glob<unknown>('../../../test/contract/recorded/*/*/*.json', {
  import: 'default',
})

export interface RecordedFile {
  /** blockchain-api, project-api or frame-messages. */
  source: string
  /** The operationId or the event type. */
  folder: string
  name: string
  load: () => Promise<unknown>
}

const files: readonly RecordedFile[] = Object.entries(loaders).flatMap(([path, load]) => {
  const [source, folder, name] = path.split('/recorded/')[1]?.split('/') ?? []
  return source && folder && name ? [{ source, folder, name, load }] : []
})

/** The files of one operation or event type, by name. */
export const recordedFilesOf = (source: string, folder: string): RecordedFile[] =>
  files
    .filter((file) => file.source === source && file.folder === folder)
    .sort((a, b) => a.name.localeCompare(b.name))
