import { useState } from 'react'
import type { Names, NamesState } from '../../controllers/names.js'
import { NAME_SUFFIXES } from '../../core/constants.js'
import { usePortico } from '../../react/use-portico.js'
import { useStore } from '../../react/use-store.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'

const namesOf = (state: NamesState) => state

type Availability = 'checking' | 'available' | 'taken' | undefined

const AVAILABILITY_TEXT: Record<NonNullable<Availability>, string> = {
  checking: 'Checking…',
  available: 'Available',
  taken: 'This name is taken',
}

/**
 * Chooses an account name: its availability and suggestions follow the typing (after the spec's
 * 500 ms wait); registering signs the registration message in the wallet (STATE-70..77).
 */
function RegisterAccountNameViewWith({ controller }: { controller: Names }) {
  const names = useStore(controller.store, namesOf)
  const [availability, setAvailability] = useState<Availability>()
  const [checkError, setCheckError] = useState<string | undefined>()
  useDebounced(() => {
    const name = names.name
    if (!names.nameValid) {
      setAvailability(undefined)
      void controller.fetchSuggestions(name)
      return
    }
    setAvailability('checking')
    setCheckError(undefined)
    void controller.fetchSuggestions(name)
    controller.isNameRegistered(name).then(
      (registered) => {
        // A newer name was typed while this one was being looked up.
        if (controller.store.getState().name !== name) return
        setAvailability(registered ? 'taken' : 'available')
      },
      (failure: unknown) => {
        setAvailability(undefined)
        setCheckError(errorMessage(failure))
      },
    )
  }, names.name)
  const suggestions = names.suggestions.filter(
    (suggestion) =>
      !suggestion.registered && suggestion.name !== `${names.name}${NAME_SUFFIXES.current}`,
  )
  return (
    <form
      className="view"
      onSubmit={(event) => {
        event.preventDefault()
        // A failure is kept in the names state and shown below; the view stays or comes back.
        controller.registerName(names.name).catch(() => undefined)
      }}
    >
      <label>
        Name
        <span className="field">
          <input
            data-field="name"
            autoComplete="off"
            spellCheck={false}
            aria-describedby="portico-name-availability"
            value={names.name}
            onChange={(event) => {
              setAvailability(undefined)
              controller.setName(event.target.value)
            }}
          />
          <span className="suffix">{NAME_SUFFIXES.current}</span>
        </span>
      </label>
      <p
        className="muted"
        id="portico-name-availability"
        role="status"
        data-availability={availability ?? ''}
      >
        {availability ? AVAILABILITY_TEXT[availability] : 'Letters, digits and hyphens, 4 or more'}
      </p>
      {suggestions.length > 0 && (
        <>
          <p className="group-label">Suggestions</p>
          <ul className="list" data-list="name-suggestions">
            {suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="link-button"
                  data-suggestion={suggestion.name}
                  onClick={() => {
                    setAvailability(undefined)
                    controller.setName(suggestion.name)
                  }}
                >
                  {suggestion.name}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      <button
        type="submit"
        className="primary"
        data-action="register-name"
        disabled={!names.nameValid || availability !== 'available' || names.loading}
      >
        {names.loading ? 'Waiting for the signature…' : 'Register'}
      </button>
      <ErrorText error={names.error ?? checkError} />
    </form>
  )
}

export default function RegisterAccountNameView() {
  const portico = usePortico()
  return (
    <WithController controller={portico.names}>
      {(controller) => <RegisterAccountNameViewWith controller={controller} />}
    </WithController>
  )
}
