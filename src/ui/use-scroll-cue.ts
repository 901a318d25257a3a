import { useEffect, useState, type RefObject } from 'react'

export interface ScrollCue {
  above: boolean
  below: boolean
}

const NONE: ScrollCue = { above: false, below: false }

/**
 * Whether the scrolling box hides content above or below its visible part, followed on scroll
 * and whenever the box or its content changes size, so the dialog can show a cue that there is
 * more (a row below the fold otherwise looks like the end of the view).
 */
export function useScrollCue(
  box: RefObject<HTMLElement | null>,
  content: RefObject<HTMLElement | null>,
): ScrollCue {
  const [cue, setCue] = useState<ScrollCue>(NONE)
  useEffect(() => {
    const scroller = box.current
    const inner = content.current
    if (!scroller || !inner) return
    const measure = () => {
      // One pixel of slack: fractional heights leave sub-pixel scroll ranges at either end.
      const above = scroller.scrollTop > 1
      const below = scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1
      setCue((previous) =>
        previous.above === above && previous.below === below ? previous : { above, below },
      )
    }
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    observer.observe(inner)
    scroller.addEventListener('scroll', measure, { passive: true })
    measure()
    return () => {
      observer.disconnect()
      scroller.removeEventListener('scroll', measure)
    }
  }, [box, content])
  return cue
}
