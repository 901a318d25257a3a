import { BlobView } from './BlobView.js'

interface JsonViewProps {
  value: unknown
  label: string
}

/** A value as indented JSON (a Blob as its type, size and, for images, a preview). */
export function JsonView({ value, label }: JsonViewProps) {
  if (value instanceof Blob) return <BlobView blob={value} label={label} />
  const text = value === undefined ? '(no content)' : JSON.stringify(value, null, 2)
  return (
    <pre className="json" aria-label={label} tabIndex={0}>
      {text}
    </pre>
  )
}
