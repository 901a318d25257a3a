import { useState } from 'react'
import { usePortico } from '../../react/use-portico.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The email login field: a valid address opens EmailLogin, where the code is entered. */
export function EmailField() {
  const portico = usePortico()
  const [email, setEmail] = useState('')
  const valid = EMAIL.test(email)
  return (
    <form
      className="field"
      onSubmit={(event) => {
        event.preventDefault()
        if (valid) portico.router.push('EmailLogin', { email })
      }}
    >
      <label className="visually-hidden" htmlFor="portico-email">
        Email
      </label>
      <input
        id="portico-email"
        type="email"
        autoComplete="email"
        placeholder="Email"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
        }}
      />
      <button type="submit" className="primary" disabled={!valid}>
        Continue
      </button>
    </form>
  )
}
