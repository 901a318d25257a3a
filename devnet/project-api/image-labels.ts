const firstCharacter = (word: string): string => Array.from(word)[0] ?? ''

/** 'Trust Wallet' -> 'TW', 'MetaMask' -> 'MM', 'Zerion' -> 'Z'. */
export function walletInitials(name: string): string {
  const words = name.trim().split(/[\s_-]+/u)
  const [first = '', second] = words
  if (second !== undefined) return (firstCharacter(first) + firstCharacter(second)).toUpperCase()
  const capitals = first.match(/\p{Lu}/gu) ?? []
  const [a, b] = capitals
  return a !== undefined && b !== undefined ? a + b : firstCharacter(first).toUpperCase()
}

/** A token symbol or currency code, cut to what fits in the square. */
export const codeLabel = (code: string, length: number): string =>
  Array.from(code.trim().toUpperCase()).slice(0, length).join('')
