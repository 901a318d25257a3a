import { useEffect, useState } from 'react'
import type { ApiName } from '../app/route.js'
import { errorText } from '../shared/error-text.js'
import { devnetExamples } from './devnet-examples.js'
import { emptyFormValues, formValuesFrom, type FormValues } from './form-values.js'
import {
  defaultExample,
  loadOperationExamples,
  type OperationExample,
} from './operation-examples.js'
import { loadDevnetState } from './load-devnet-state.js'
import type { ParameterField } from './parameter-fields.js'

export type Examples =
  | { state: 'loading' }
  /** `devnetNote` says why no example comes from the devnet's state, when none does. */
  | { state: 'ready'; list: OperationExample[]; devnetNote?: string }
  | { state: 'failed'; message: string }

/** The examples built from the devnet's state, or why there are none. */
async function loadDevnetExamples(
  operationId: string,
  toolsUrl: string,
): Promise<{ list: OperationExample[]; note?: string }> {
  const build = devnetExamples[operationId]
  if (!build) return { list: [], note: 'No devnet example for this operation yet.' }
  if (!toolsUrl)
    return { list: [], note: 'Devnet examples need the devnet tools server (VITE_DEVNET_TOOLS).' }
  try {
    const state = await loadDevnetState(toolsUrl)
    const list = build(state).map((example, index): OperationExample => ({
      ...example,
      file: `devnet:${String(index)}`,
      origin: 'devnet',
    }))
    return { list }
  } catch (error) {
    return { list: [], note: `The devnet's state did not load: ${errorText(error)}` }
  }
}

/**
 * An operation's form values, filled once the examples load: from the devnet's state first, the
 * recorded payloads as a second choice.
 */
export function useOperationForm(
  api: ApiName,
  operationId: string,
  fields: readonly ParameterField[],
  toolsUrl: string,
) {
  const [examples, setExamples] = useState<Examples>({ state: 'loading' })
  const [exampleFile, setExampleFile] = useState('')
  const [values, setValues] = useState<FormValues>(emptyFormValues)

  useEffect(() => {
    let current = true
    Promise.all([
      loadDevnetExamples(operationId, toolsUrl),
      loadOperationExamples(api, operationId),
    ]).then(
      ([devnet, recorded]) => {
        if (!current) return
        const list = [...devnet.list, ...recorded]
        const first = defaultExample(list)
        setExamples({ state: 'ready', list, devnetNote: devnet.note })
        setExampleFile(first?.file ?? '')
        setValues(formValuesFrom(fields, first?.request))
      },
      (error: unknown) => {
        if (current)
          setExamples({
            state: 'failed',
            message: `Recorded examples did not load: ${errorText(error)}`,
          })
      },
    )
    return () => {
      current = false
    }
  }, [api, operationId, fields, toolsUrl])

  const chooseExample = (file: string) => {
    const example =
      examples.state === 'ready' ? examples.list.find((e) => e.file === file) : undefined
    setExampleFile(file)
    setValues(formValuesFrom(fields, example?.request))
  }

  const chosen =
    examples.state === 'ready' ? examples.list.find((e) => e.file === exampleFile) : undefined

  /**
   * A case just recorded joins the picker at once, as the recorded file will after a reload; one
   * already listed (a twin the tools server did not write again) is not added twice.
   */
  const addRecorded = (example: OperationExample) => {
    setExamples((before) =>
      before.state !== 'ready' || before.list.some((e) => e.file === example.file)
        ? before
        : { ...before, list: [...before.list, example] },
    )
  }

  return { examples, exampleFile, chosen, chooseExample, values, setValues, addRecorded }
}
