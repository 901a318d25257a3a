import type { ParameterField } from './parameter-fields.js'

interface ParameterInputProps {
  field: ParameterField
  value: string
  onChange: (value: string) => void
}

/** One parameter: a select for enums and booleans, a text box (kept loose on purpose) otherwise. */
export function ParameterInput({ field, value, onChange }: ParameterInputProps) {
  const id = `parameter-${field.location}-${field.name}`
  const hintId = `${id}-hint`
  const common = {
    id,
    name: field.name,
    value,
    'aria-describedby': hintId,
    'aria-required': field.required,
    'data-parameter': `${field.location}.${field.name}`,
  }
  const options =
    field.kind.kind === 'enum'
      ? field.kind.options.map(String)
      : field.kind.kind === 'boolean'
        ? ['true', 'false']
        : undefined
  return (
    <div className="field">
      <label htmlFor={id}>
        <span className="field-name">{field.name}</span>
        {field.required && (
          <span className="required" title="required">
            *
          </span>
        )}
        <span className="field-location">{field.location}</span>
      </label>
      {options ? (
        <select
          {...common}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        >
          <option value="">(not set)</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind.kind === 'integer' ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          placeholder={field.placeholder}
          onChange={(event) => {
            onChange(event.target.value)
          }}
        />
      )}
      <small id={hintId} className="hint">
        {field.schemaName && <code>{field.schemaName}</code>} {field.hint}
        {field.description && <> · {field.description}</>}
      </small>
    </div>
  )
}
