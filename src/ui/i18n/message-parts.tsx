import { Fragment, type ReactNode } from 'react'

/**
 * A translated text whose placeholders are elements (a link, a highlighted email): the sentence
 * keeps the language's word order and the elements stand where its `{placeholders}` are.
 */
export function messageParts(template: string, parts: Readonly<Record<string, ReactNode>>) {
  return template.split(/\{(\w+)\}/).map((piece, index) => (
    // Odd pieces are placeholder names; the pieces never move, so their index is their key.
    <Fragment key={index}>{index % 2 === 1 ? (parts[piece] ?? `{${piece}}`) : piece}</Fragment>
  ))
}
