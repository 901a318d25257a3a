import { isRecord } from '../../src/utils/is-record.js'
import { button, dateText, element, runStep, type AccountPageContext } from './account-page-dom.js'
import { fill } from './account-page-texts.js'

interface SessionRow {
  id: string
  device: string | null
  projectId: string | null
  parentOrigin: string | null
  lastUsedAt: number
  current: boolean
}

const nullableText = (value: unknown): value is string | null =>
  value === null || typeof value === 'string'

const isSessionRow = (value: unknown): value is SessionRow =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  nullableText(value.device) &&
  nullableText(value.projectId) &&
  nullableText(value.parentOrigin) &&
  typeof value.lastUsedAt === 'number' &&
  typeof value.current === 'boolean'

function sessionsOf(reply: unknown): SessionRow[] {
  const listed = isRecord(reply) ? reply.sessions : undefined
  if (!Array.isArray(listed) || !listed.every(isSessionRow)) {
    throw new Error('The secure site answered without sessions')
  }
  return listed
}

const endedOf = (reply: unknown): string =>
  isRecord(reply) && typeof reply.ended === 'number' ? String(reply.ended) : '0'

/**
 * Where the login is signed in (device, project and page, last used), this browser first; each
 * other place can be signed out, or every other one at once. An ended session's frame signs
 * nothing more and signs its page out.
 */
export async function sessionsSection(context: AccountPageContext): Promise<void> {
  const { main, site, token, texts, status } = context
  const list = element('ul', '', { 'aria-label': texts.sessionsTitle })
  const endOthers = button(texts.endOthers, 'end-other-sessions')
  main.append(element('h1', texts.sessionsTitle), list, endOthers, status)

  const show = async (): Promise<void> => {
    const sessions = sessionsOf(await site.sessions(token)).sort(
      (a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt - a.lastUsedAt,
    )
    list.replaceChildren(...sessions.map(row))
    endOthers.hidden = sessions.every((session) => session.current)
    if (endOthers.hidden) list.append(element('li', texts.noOtherSessions, { class: 'muted' }))
  }
  const row = (session: SessionRow): HTMLLIElement => {
    const item = element('li', '', { 'data-session': session.id })
    const device = session.device ?? texts.unknownDevice
    // The device's product names stay in their own direction inside a right-to-left page.
    const named = element('span')
    named.append(element('bdi', device))
    if (session.current) named.append(` · ${texts.thisSession}`)
    item.append(
      named,
      element('span', `${session.projectId ?? ''} · ${session.parentOrigin ?? ''}`, {
        class: 'muted',
      }),
      element('span', fill(texts.lastUsed, { date: dateText(session.lastUsedAt, texts) }), {
        class: 'muted',
      }),
    )
    if (!session.current) {
      const end = button(texts.endSession, 'end-session')
      end.setAttribute('aria-label', `${texts.endSession}: ${device}`)
      end.addEventListener(
        'click',
        runStep(context, async () => {
          const ended = await site.endSessions(token, { sessionId: session.id })
          await show()
          status.textContent = fill(texts.ended, { count: endedOf(ended) })
        }),
      )
      item.append(end)
    }
    return item
  }
  endOthers.addEventListener(
    'click',
    runStep(context, async () => {
      const ended = await site.endSessions(token, { all: true })
      await show()
      status.textContent = fill(texts.ended, { count: endedOf(ended) })
    }),
  )
  await show()
}
