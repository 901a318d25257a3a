import { useEffect, useRef } from 'react'

/** Runs the action once per mounted view, also under StrictMode's double effects. */
export function useOnce(action: () => void): void {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    action()
  })
}
