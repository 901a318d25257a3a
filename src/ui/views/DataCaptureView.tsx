import { usePortico } from '../../react/use-portico.js'
import { EmailField } from '../parts/EmailField.js'

/** Email capture (VIEW-19): opened by the SIWX flow when the emailCapture feature is on. */
export default function DataCaptureView() {
  const portico = usePortico()
  const appName = portico.options.options.metadata?.name ?? 'This app'
  return (
    <div className="center">
      <p className="muted">{appName} asks for your email address before you sign in.</p>
      <EmailField
        onEmail={(email) => {
          void portico.siwx.continueAfterDataCapture(email)
        }}
      />
    </div>
  )
}
