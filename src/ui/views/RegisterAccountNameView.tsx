import { useState } from 'react'
import type { Names, NamesState } from '../../controllers/names.js'
import { NAME_SUFFIXES } from '../../core/constants.js'
import { usePorticoInternals } from '../../react/use-portico-internals.js'
import { usePorticoStore } from '../../react/use-portico-store.js'
import { errorMessage } from '../error-message.js'
import { ErrorText } from '../parts/ErrorText.js'
import { WithController } from '../parts/WithController.js'
import { useDebounced } from '../parts/use-debounced.js'
import { inContext, useMissingAccount } from '../parts/in-context.js'
import { useI18n } from '../i18n/use-i18n.js'
import type { MessageKey } from '../../i18n/locales/en.js'

const namesOf = (state: NamesState) => state

type Availability = 'checking' | 'available' | 'taken' | undefined

const AVAILABILITY_TEXT: Record<NonNullable<Availability>, MessageKey> = {
  checking: 'names.checking',
  available: 'names.available',
  taken: 'names.taken',
}

/**
 * Chooses an account name: its availability and suggestions follow the typing (after the spec's
 * 500 ms wait); registering signs the registration message in the wallet (STATE-70..77).
 */
function RegisterAccountNameViewWith({ controller }: { controller: Names }) {
  const names = usePorticoStore(controller.store, namesOf)
  const [availability, setAvailability] = useState<Availability>()
  const [checkError, setCheckError] = useState<string | undefined>()
  const { t } = useI18n()
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
        {t('names.name')}
        <span className="field" dir="ltr">
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
        {availability ? t(AVAILABILITY_TEXT[availability]) : t('names.rule')}
      </p>
      {suggestions.length > 0 && (
        <>
          <p className="group-label">{t('names.suggestions')}</p>
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
        {names.loading
          ? t('names.waiting')
          : names.error
            ? t('common.tryAgain')
            : t('names.register')}
      </button>
      <ErrorText error={names.error ?? checkError} />
    </form>
  )
}

function RegisterAccountNameView() {
  const portico = usePorticoInternals()
  return (
    <WithController controller={portico.names}>
      {(controller) => <RegisterAccountNameViewWith controller={controller} />}
    </WithController>
  )
}

export default inContext(RegisterAccountNameView, useMissingAccount)
