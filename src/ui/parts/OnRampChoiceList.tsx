import { usePorticoInternals } from '../../react/use-portico-internals.js'

/** A list of currencies to pick one from: picking sets it and goes back to the purchase. */
export function OnRampChoiceList<Choice>({
  list,
  choices,
  keyOf,
  labelOf,
  chosen,
  onChoose,
}: {
  list: string
  choices: readonly Choice[]
  keyOf: (choice: Choice) => string
  labelOf: (choice: Choice) => string
  chosen: Choice | undefined
  onChoose: (choice: Choice) => void
}) {
  const portico = usePorticoInternals()
  return (
    <div className="view">
      <ul className="list" data-list={list}>
        {choices.map((choice) => (
          <li key={keyOf(choice)}>
            <button
              type="button"
              className="link-button"
              data-choice={keyOf(choice)}
              aria-current={chosen !== undefined && keyOf(chosen) === keyOf(choice)}
              onClick={() => {
                onChoose(choice)
                portico.router.goBack()
              }}
            >
              {labelOf(choice)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
