import { useEffect, useRef } from 'react'

/**
 * Gives the container the height of its content as a number of pixels, so a CSS transition on
 * height (the spec's 150 ms) animates between views; `auto` heights cannot be animated. Set
 * through the CSSOM, which a CSP without 'unsafe-inline' allows.
 */
export function useAnimatedHeight<Outer extends HTMLElement, Inner extends HTMLElement>() {
  const outer = useRef<Outer>(null)
  const inner = useRef<Inner>(null)
  useEffect(() => {
    const content = inner.current
    const box = outer.current
    if (!content || !box) return
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(box)
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom)
      box.style.height = `${String(content.offsetHeight + padding)}px`
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
    }
  }, [])
  return { outer, inner }
}
