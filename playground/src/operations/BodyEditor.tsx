interface BodyEditorProps {
  schemaName: string
  required: boolean
  value: string
  onChange: (value: string) => void
}

/** The request body as JSON; Ctrl+Enter (or Cmd+Enter) fires, as Enter does in the other fields. */
export function BodyEditor({ schemaName, required, value, onChange }: BodyEditorProps) {
  return (
    <div className="field">
      <label htmlFor="request-body">
        <span className="field-name">body</span>
        {required && (
          <span className="required" title="required">
            *
          </span>
        )}
        <span className="field-location">
          <code>{schemaName}</code>, JSON
        </span>
      </label>
      <textarea
        id="request-body"
        className="code-editor"
        value={value}
        rows={Math.min(18, Math.max(4, value.split('\n').length + 1))}
        spellCheck={false}
        aria-describedby="request-body-hint"
        onChange={(event) => {
          onChange(event.target.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            event.currentTarget.form?.requestSubmit()
          }
        }}
      />
      <small id="request-body-hint" className="hint">
        Ctrl+Enter fires
      </small>
    </div>
  )
}
