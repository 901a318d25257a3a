import { useEffect, useState } from 'react'
import type { ApiName } from '../app/route.js'
import { errorText } from '../shared/error-text.js'
import { emptyFormValues, formValuesFrom, type FormValues } from './form-values.js'
import {
  defaultExample,
  loadOperationExamples,
  type OperationExample,
} from './operation-examples.js'
import type { ParameterField } from './parameter-fields.js'

export type Examples =
  | { state: 'loading' }
  | { state: 'ready'; list: OperationExample[] }
  | { state: 'failed'; message: string }

/** An operation's form values, filled from its default recorded case once the cases load. */
export function useOperationForm(
  api: ApiName,
  operationId: string,
  fields: readonly ParameterField[],
) {
  const [examples, setExamples] = useState<Examples>({ state: 'loading' })
  const [exampleFile, setExampleFile] = useState('')
  const [values, setValues] = useState<FormValues>(emptyFormValues)

  useEffect(() => {
    let current = true
    loadOperationExamples(api, operationId).then(
      (list) => {
        if (!current) return
        const first = defaultExample(list)
        setExamples({ state: 'ready', list })
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
  }, [api, operationId, fields])

  const chooseExample = (file: string) => {
    const example =
      examples.state === 'ready' ? examples.list.find((e) => e.file === file) : undefined
    setExampleFile(file)
    setValues(formValuesFrom(fields, example?.request))
  }

  return { examples, exampleFile, chooseExample, values, setValues }
}
