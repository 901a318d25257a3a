/** An SPDX licence expression: an id, or ids joined by OR and AND, with parentheses. */
export type SpdxExpression =
  { kind: 'id'; id: string } | { kind: 'or' | 'and'; left: SpdxExpression; right: SpdxExpression }

const tokensOf = (text: string): string[] => text.replace(/[()]/g, ' $& ').trim().split(/\s+/)

/** Parses an SPDX expression; AND binds tighter than OR. Throws on anything malformed. */
export function parseSpdxExpression(text: string): SpdxExpression {
  const tokens = tokensOf(text)
  let position = 0
  const peek = (): string | undefined => tokens[position]
  const take = (): string => {
    const token = tokens[position++]
    if (token === undefined) throw new Error(`"${text}" ends early`)
    return token
  }
  const primary = (): SpdxExpression => {
    const token = take()
    if (token === '(') {
      const inner = or()
      if (take() !== ')') throw new Error(`"${text}" has an unclosed parenthesis`)
      return inner
    }
    if (/^(AND|OR|WITH|\))$/i.test(token)) throw new Error(`"${text}" has "${token}" out of place`)
    // `X WITH exception` keeps X's terms for what this check asks.
    if (peek()?.toUpperCase() === 'WITH') position += 2
    return { kind: 'id', id: token }
  }
  const and = (): SpdxExpression => {
    let left = primary()
    while (peek()?.toUpperCase() === 'AND') {
      position++
      left = { kind: 'and', left, right: primary() }
    }
    return left
  }
  const or = (): SpdxExpression => {
    let left = and()
    while (peek()?.toUpperCase() === 'OR') {
      position++
      left = { kind: 'or', left, right: and() }
    }
    return left
  }
  const expression = or()
  if (position !== tokens.length)
    throw new Error(`"${text}" has trailing "${tokens[position] ?? ''}"`)
  return expression
}

/** Whether the expression can be satisfied using only the allowed ids. */
export function satisfies(expression: SpdxExpression, allowed: ReadonlySet<string>): boolean {
  if (expression.kind === 'id') return allowed.has(expression.id.replace(/\+$/, ''))
  const left = satisfies(expression.left, allowed)
  const right = satisfies(expression.right, allowed)
  return expression.kind === 'or' ? left || right : left && right
}
