/**
 * The first TypeScript block under the README's "Quick start for a host app" heading: the host
 * file of the packaging test, so the README's snippet cannot drift from what really compiles.
 */
export function quickStartSnippet(readme: string): string {
  const section = readme.split(/^## Quick start for a host app$/m)[1] ?? ''
  const block = /^```ts\n([\s\S]*?)^```$/m.exec(section)?.[1]
  if (!block) throw new Error('README.md has no ```ts block under "## Quick start for a host app"')
  return block
}
