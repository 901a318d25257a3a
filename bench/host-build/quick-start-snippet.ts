/**
 * The n-th ```ts (or ```tsx) block (0-based) under the README's "Quick start for a host app"
 * heading: host files of the packaging test, so the README's snippets cannot drift from what
 * really compiles.
 */
export function quickStartSnippet(
  readme: string,
  language: 'ts' | 'tsx' = 'ts',
  index = 0,
): string {
  const section = readme.split(/^## Quick start for a host app$/m)[1]?.split(/^## /m)[0] ?? ''
  const blocks = [...section.matchAll(new RegExp(`^\`\`\`${language}\n([\\s\\S]*?)^\`\`\`$`, 'gm'))]
  const block = blocks[index]?.[1]
  if (!block) {
    throw new Error(
      `README.md has no \`\`\`${language} block #${String(index + 1)} under "## Quick start for a host app"`,
    )
  }
  return block
}

/** The quick start's files as the README names them: the instance, the React app, the page. */
export function quickStartFiles(readme: string): Record<string, string> {
  return {
    'portico.ts': quickStartSnippet(readme, 'ts'),
    'App.tsx': quickStartSnippet(readme, 'tsx'),
    'main.tsx': quickStartSnippet(readme, 'tsx', 1),
  }
}
