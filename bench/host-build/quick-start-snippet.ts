/**
 * The first ```ts (or ```tsx) block under the README's "Quick start for a host app" heading: host
 * files of the packaging test, so the README's snippets cannot drift from what really compiles.
 */
export function quickStartSnippet(readme: string, language: 'ts' | 'tsx' = 'ts'): string {
  const section = readme.split(/^## Quick start for a host app$/m)[1]?.split(/^## /m)[0] ?? ''
  const block = new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\`$`, 'm').exec(section)?.[1]
  if (!block) {
    throw new Error(
      `README.md has no \`\`\`${language} block under "## Quick start for a host app"`,
    )
  }
  return block
}
