/**
 * One action icon (a path from icon-paths.ts), drawn in the text colour. Always hidden from
 * screen readers: beside a label it would repeat it, and an icon-only button carries its name in
 * aria-label.
 */
export function Icon({ path, large }: { path: string; large?: boolean }) {
  return (
    <svg
      className={large ? 'icon large' : 'icon'}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}
