/**
 * A TypeScript module exporting one constant as declarative `as const` data, with `doc` as its
 * TSDoc (the constant is public in `portico/clients`).
 */
export function emitConst(
  name: string,
  value: unknown,
  doc: string,
  satisfies?: { type: string; imports: string; from: string },
): string {
  const data = `${JSON.stringify(value, null, 2)} as const`
  const declaration = `/** ${doc} */\nexport const ${name} = ${data}`
  if (!satisfies) return `${declaration}\n`
  return `import type { ${satisfies.imports} } from '${satisfies.from}'\n\n${declaration} satisfies ${satisfies.type}\n`
}
