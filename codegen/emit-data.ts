/** A TypeScript module exporting one constant as declarative `as const` data. */
export function emitConst(
  name: string,
  value: unknown,
  satisfies?: { type: string; imports: string; from: string },
): string {
  const data = `${JSON.stringify(value, null, 2)} as const`
  if (!satisfies) return `export const ${name} = ${data}\n`
  return `import type { ${satisfies.imports} } from '${satisfies.from}'\n\nexport const ${name} = ${data} satisfies ${satisfies.type}\n`
}
