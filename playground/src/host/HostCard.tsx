import type { ReactNode } from 'react'

interface HostCardProps {
  /** The heading's id, which names the card for assistive technology. */
  id: string
  title: string
  /** The card's own class, for its tests and styles. */
  className: string
  children: ReactNode
}

/** One card of the host section: a heading, then what the host app does there. */
export function HostCard({ id, title, className, children }: HostCardProps) {
  return (
    <section className={`card host-card ${className}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}
