export interface ExampleOption {
  value: string
  label: string
}

interface ExamplePickerProps {
  id: string
  options: readonly ExampleOption[]
  value: string
  onChange: (value: string) => void
}

/** Which example fills the form. */
export function ExamplePicker({ id, options, value, onChange }: ExamplePickerProps) {
  if (options.length === 0) return <p className="muted">No example.</p>
  return (
    <div className="field">
      <label htmlFor={id}>
        <span className="field-name">Example</span>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          onChange(event.target.value)
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
