import type { SiteClient } from './site-client.js'
import type { AccountPageTexts } from './account-page-texts.js'

/** What every section of the account page works with: its place, the site, the login. */
export interface AccountPageContext {
  main: HTMLElement
  /** The live line that tells what happened (and every refusal, in the site's words). */
  status: HTMLElement
  site: SiteClient
  /** The session's credential, read from the site's own (partitioned) storage. */
  token: string
  texts: AccountPageTexts
}

export const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text = '',
  attributes: Record<string, string> = {},
): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag)
  made.textContent = text
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value)
  return made
}

export const button = (text: string, action: string): HTMLButtonElement =>
  element('button', text, { type: 'button', 'data-action': action })

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)

/** A click handler that clears the status, runs the step and shows its failure there. */
export const runStep = (context: AccountPageContext, step: () => Promise<void>) => (): void => {
  context.status.textContent = ''
  step().catch((error: unknown) => {
    context.status.textContent = messageOf(error)
  })
}

/** A date in the page's language (its `lang`), as the visitor reads it. */
export const dateText = (at: number | null, texts: AccountPageTexts): string =>
  at === null
    ? texts.never
    : new Intl.DateTimeFormat(document.documentElement.lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(at)
