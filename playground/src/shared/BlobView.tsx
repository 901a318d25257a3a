import { useEffect, useState } from 'react'

interface BlobViewProps {
  blob: Blob
  label: string
}

/** A binary reply: its content type and size, and the picture when it is an image. */
export function BlobView({ blob, label }: BlobViewProps) {
  const [url, setUrl] = useState<string>()
  useEffect(() => {
    if (!blob.type.startsWith('image/')) return undefined
    const objectUrl = URL.createObjectURL(blob)
    setUrl(objectUrl)
    return () => {
      URL.revokeObjectURL(objectUrl)
    }
  }, [blob])
  return (
    <figure className="blob" aria-label={label}>
      {url && <img src={url} alt={label} width={96} height={96} />}
      <figcaption>
        {blob.type || 'binary'}, {blob.size} bytes
      </figcaption>
    </figure>
  )
}
